import { describe, expect, it } from 'vitest';
import { verifiedLabel } from './verified-label';

describe('verified label', () => {
  it('names the platform and says how long ago it confirmed the figure', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(verifiedLabel('youtube', '2026-05-07T11:00:00Z', now)).toBe('Verified by YouTube, 3 days ago');
    expect(verifiedLabel('tiktok', '2026-05-10T11:59:30Z', now)).toBe('Verified by TikTok, just now');
  });
});
