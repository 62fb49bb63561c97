import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCents } from './split';

describe('splitCents', () => {
  it('splits 70/30 to the cent and rounds half up', () => {
    expect(splitCents(66_000, 70)).toEqual([46_200, 19_800]);
    expect(splitCents(1_005, 50)).toEqual([503, 502]);
    expect(splitCents(1, 70)).toEqual([1, 0]);
    expect(splitCents(0, 30)).toEqual([0, 0]);
  });

  it('never loses or makes a cent, and each share stays within the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), fc.integer({ min: 0, max: 100 }), (total, percent) => {
        const [a, b] = splitCents(total, percent);
        return a + b === total && a >= 0 && b >= 0 && Number.isInteger(a) && Math.abs(a * 100 - total * percent) <= 50;
      }),
      { seed: 20261125, numRuns: 2_000 },
    );
  });

  it('refuses a fraction of a cent or a share outside 0-100', () => {
    expect(() => splitCents(10.5, 50)).toThrow(RangeError);
    expect(() => splitCents(-1, 50)).toThrow(RangeError);
    expect(() => splitCents(100, 101)).toThrow(RangeError);
    expect(() => splitCents(100, 33.3)).toThrow(RangeError);
  });
});
