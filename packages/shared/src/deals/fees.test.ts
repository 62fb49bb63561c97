import { describe, expect, it } from 'vitest';
import { brandTotalCents, platformFeeCents } from './fees';

describe('the platform fee', () => {
  it('is the percent of the price, in whole cents', () => {
    expect(platformFeeCents(45_000, 10)).toBe(4_500);
    expect(platformFeeCents(100, 10)).toBe(10);
    expect(platformFeeCents(10_000_000, 50)).toBe(5_000_000);
    expect(platformFeeCents(12_345, 0)).toBe(0);
  });

  it('rounds half a cent up and anything less down', () => {
    // 10 % of $1.05 is 10.5 cents -> 11; of $1.04 is 10.4 -> 10; of $1.06 is 10.6 -> 11.
    expect(platformFeeCents(105, 10)).toBe(11);
    expect(platformFeeCents(104, 10)).toBe(10);
    expect(platformFeeCents(106, 10)).toBe(11);
    // 15 % of $1.01 is 15.15 cents -> 15; of $1.10 is 16.5 -> 17; 7 % of $12.50 is 87.5 -> 88.
    expect(platformFeeCents(101, 15)).toBe(15);
    expect(platformFeeCents(110, 15)).toBe(17);
    expect(platformFeeCents(1_250, 7)).toBe(88);
  });

  it('never drifts the way floating point does', () => {
    // In floats 1005 * 0.1 is 100.50000000000001 and 1015 * 0.1 is 101.50000000000001; half up is 101 and 102.
    expect(platformFeeCents(1_005, 10)).toBe(101);
    expect(platformFeeCents(1_015, 10)).toBe(102);
    // Every price from $1 to $1,000 against the rule in whole numbers: cents then the remainder, half up.
    for (let cents = 100; cents <= 100_000; cents += 1) {
      const tenthsOfCents = cents * 10;
      const remainder = tenthsOfCents % 100;
      const exact = (tenthsOfCents - remainder) / 100 + (remainder >= 50 ? 1 : 0);
      if (platformFeeCents(cents, 10) !== exact) throw new Error(`fee of ${cents}`);
    }
  });

  it('refuses a price or a percent that is not whole', () => {
    expect(() => platformFeeCents(100.5, 10)).toThrow(RangeError);
    expect(() => platformFeeCents(-1, 10)).toThrow(RangeError);
    expect(() => platformFeeCents(100, 10.5)).toThrow(RangeError);
    expect(() => platformFeeCents(Number.MAX_SAFE_INTEGER + 2, 10)).toThrow(RangeError);
  });

  it('makes the brand pay the price and the fee', () => {
    expect(brandTotalCents(45_000, 4_500)).toBe(49_500);
  });
});
