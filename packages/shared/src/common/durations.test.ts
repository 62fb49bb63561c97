import { describe, expect, it } from 'vitest';
import { agoDurationWords, daysWords, durationWords, inDaysWords, inDurationWords } from './durations';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('durations in words', () => {
  it('says a span in minutes under an hour, in hours up to three days, then in days', () => {
    expect(durationWords(0)).toBe('less than a minute');
    expect(durationWords(30_000)).toBe('less than a minute');
    expect(durationWords(MINUTE)).toBe('1 minute');
    expect(durationWords(45 * MINUTE)).toBe('45 minutes');
    expect(durationWords(HOUR)).toBe('1 hour');
    expect(durationWords(24 * HOUR)).toBe('24 hours');
    expect(durationWords(72 * HOUR)).toBe('72 hours');
    expect(durationWords(14 * DAY)).toBe('14 days');
  });

  it('counts down without ever saying "0 hours"', () => {
    expect(inDurationWords(1)).toBe('within an hour');
    expect(inDurationWords(20 * MINUTE)).toBe('within an hour');
    expect(inDurationWords(59 * MINUTE)).toBe('within an hour');
    expect(inDurationWords(HOUR)).toBe('in 1 hour');
    expect(inDurationWords(5 * HOUR + 10 * MINUTE)).toBe('in 5 hours');
    expect(inDurationWords(47 * HOUR)).toBe('in 47 hours');
    expect(inDurationWords(2 * DAY)).toBe('in 2 days');
    expect(inDurationWords(72 * HOUR - MINUTE)).toBe('in 3 days');
    expect(inDurationWords(0)).toBe('now');
    expect(inDurationWords(-HOUR)).toBe('now');
    for (let ms = 1; ms < 3 * DAY; ms += 7 * MINUTE) expect(inDurationWords(ms)).not.toMatch(/\b0 /);
  });

  it('says how long ago', () => {
    expect(agoDurationWords(10_000)).toBe('just now');
    expect(agoDurationWords(MINUTE)).toBe('1 minute ago');
    expect(agoDurationWords(3 * HOUR)).toBe('3 hours ago');
    expect(agoDurationWords(3 * DAY)).toBe('3 days ago');
  });

  it('says days, and zero days as now', () => {
    expect(daysWords(1)).toBe('1 day');
    expect(daysWords(7)).toBe('7 days');
    expect(inDaysWords(0)).toBe('now');
    expect(inDaysWords(1)).toBe('in 1 day');
    expect(inDaysWords(3)).toBe('in 3 days');
  });
});
