import { describe, expect, it } from 'vitest';
import { insightsRangeDays } from './ranges';

describe('insightsRangeDays', () => {
  const today = new Date('2026-03-10T23:30:00Z');
  it.each([
    ['last_30_days', '2026-02-09', '2026-03-10'],
    ['this_month', '2026-03-01', '2026-03-10'],
    ['last_90_days', '2025-12-11', '2026-03-10'],
    ['this_year', '2026-01-01', '2026-03-10'],
  ] as const)('%s ends today, today included', (range, from, to) => {
    expect(insightsRangeDays(range, today)).toEqual({ from, to });
  });
});
