import { describe, expect, it } from 'vitest';
import { centsToDollarText, formatCents, parseDollarsToCents } from './money';

describe('money in integer cents', () => {
  it('reads dollars as typed without going through a float', () => {
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('1,250.5')).toBe(125_050);
    expect(parseDollarsToCents(' $450 ')).toBe(45_000);
    expect(parseDollarsToCents('100000.00')).toBe(10_000_000);
  });

  it('refuses anything else than dollars with up to two decimals', () => {
    for (const text of ['', '12.345', '1,25.00', '-5', '4e3', '12,5', 'abc', '.5', '1.2.3', '9'.repeat(16)]) {
      expect(parseDollarsToCents(text), text).toBeNull();
    }
  });

  it('writes cents back as the form and the pages show them', () => {
    expect(centsToDollarText(125_050)).toBe('1250.50');
    expect(centsToDollarText(45_000)).toBe('450');
    expect(centsToDollarText(1_999)).toBe('19.99');
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(1_250_000)).toBe('$12,500');
    expect(formatCents(5)).toBe('$0.05');
  });
});
