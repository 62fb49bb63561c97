import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-07-03T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in words, for the last week', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo(before(30 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(before(4 * 86_400_000), now)).toBe('4 days ago');
  });

  it('gives the date after a week, with the year only when it is another one', () => {
    expect(timeAgo('2026-03-12T10:00:00Z', now)).toMatch(/^(12 Mar|Mar 12)$/);
    expect(timeAgo('2025-03-12T10:00:00Z', now)).toMatch(/^(12 Mar 2025|Mar 12, 2025)$/);
  });

  it('treats a time slightly ahead of this clock as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });
});
