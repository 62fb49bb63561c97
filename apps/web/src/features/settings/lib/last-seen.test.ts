import { describe, expect, it } from 'vitest';
import { describeLastSeen, describeSignedIn } from './last-seen';

const now = new Date('2026-07-03T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('describeLastSeen', () => {
  it('says how long ago a session was last active', () => {
    expect(describeLastSeen(before(30_000), now)).toBe('Active now');
    expect(describeLastSeen(before(5 * 60_000), now)).toBe('Active 5 minutes ago');
    expect(describeLastSeen(before(3 * 3_600_000), now)).toBe('Active 3 hours ago');
    expect(describeLastSeen(before(30 * 3_600_000), now)).toBe('Active yesterday');
    expect(describeLastSeen(before(6 * 86_400_000), now)).toBe('Active 6 days ago');
  });

  it('treats a time slightly ahead of this clock as now', () => {
    expect(describeLastSeen(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Active now');
  });
});

describe('describeSignedIn', () => {
  it('gives the day the session started', () => {
    expect(describeSignedIn('2026-07-03T12:00:00Z')).toMatch(/^Signed in (3 Jul 2026|Jul 3, 2026)$/);
  });
});
