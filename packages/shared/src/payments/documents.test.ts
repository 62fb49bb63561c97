import { describe, expect, it } from 'vitest';
import {
  RECEIPT_NUMBER_PATTERN,
  STATEMENT_MONTH_PATTERN,
  documentMoney,
  monthBounds,
  receiptNumber,
  recentMonths,
} from './documents';

describe('money documents', () => {
  it('numbers a receipt by its year and place in the series, as a page cursor reads it back', () => {
    expect(receiptNumber(2026, 123)).toBe('SP-2026-000123');
    expect(RECEIPT_NUMBER_PATTERN.exec(receiptNumber(2027, 1_000_000))?.slice(1)).toEqual(['2027', '1000000']);
  });

  it('offers this month and the eleven before it, across the new year, in UTC', () => {
    const months = recentMonths(new Date('2027-01-31T23:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(months.at(-1)).toBe('2026-02');
    expect(months.every((m) => STATEMENT_MONTH_PATTERN.test(m))).toBe(true);
    expect(monthBounds('2026-12')).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('prints amounts with their cents', () => {
    expect(documentMoney(49_500)).toBe('$495.00');
    expect(documentMoney(125_050)).toBe('$1,250.50');
    expect(documentMoney(7)).toBe('$0.07');
  });
});
