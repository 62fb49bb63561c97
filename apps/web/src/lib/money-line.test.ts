import { describe, expect, it } from 'vitest';
import { moneyLineTitle, signedMoney } from './money-line';

describe('money lines', () => {
  it('tells money in from money out by its sign, and gives zero none', () => {
    expect(signedMoney(45_000)).toEqual({ text: '+$450.00', direction: 'in', spoken: 'In' });
    expect(signedMoney(-4_950)).toEqual({ text: '−$49.50', direction: 'out', spoken: 'Out' });
    expect(signedMoney(0)).toEqual({ text: '$0.00', direction: 'none', spoken: '' });
    expect(signedMoney(123_456_789).text).toBe('+$1,234,567.89');
    expect(signedMoney(-5).text).toBe('−$0.05');
  });

  it('names the deal’s other side and its title when the line belongs to a deal', () => {
    expect(moneyLineTitle('Deal funded', { counterpart_name: 'Maya Lopez', deal_title: '1 × Instagram Reel' })).toBe(
      'Deal funded · Maya Lopez · 1 × Instagram Reel',
    );
    expect(moneyLineTitle('Withdrawal', { counterpart_name: null, deal_title: null })).toBe('Withdrawal');
  });
});
