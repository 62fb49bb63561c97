import { AUTH_LIMITS } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { cleanUserAgent } from './user-agent';

describe('cleanUserAgent', () => {
  it('keeps an ordinary User-Agent as it is', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(cleanUserAgent(ua)).toBe(ua);
  });

  it('turns control characters into spaces and trims', () => {
    expect(cleanUserAgent('  Evil\r\nSet-Cookie: x\u0000\u007f\u009bok\t ')).toBe('Evil Set-Cookie: x ok');
  });

  it(`keeps at most ${AUTH_LIMITS.userAgentMax} characters, counting an emoji as one`, () => {
    const long = '😀'.repeat(AUTH_LIMITS.userAgentMax + 50);
    const cleaned = cleanUserAgent(long)!;
    expect([...cleaned]).toHaveLength(AUTH_LIMITS.userAgentMax);
    expect(cleaned.startsWith('😀')).toBe(true);
  });

  it('is null when missing or blank', () => {
    expect(cleanUserAgent(undefined)).toBeNull();
    expect(cleanUserAgent('')).toBeNull();
    expect(cleanUserAgent(' \r\n ')).toBeNull();
    expect(cleanUserAgent(['Firefox/128.0', 'second'])).toBe('Firefox/128.0');
  });
});
