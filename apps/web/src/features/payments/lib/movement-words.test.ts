import { describe, expect, it } from 'vitest';
import { movementLabel, movementsCsv, signedMoney } from './movement-words';

describe('movement words', () => {
  it('says what became of a hold from the reader’s side', () => {
    expect(movementLabel('hold_price', 45_000, { state: 'released', released_cents: 45_000 }, 'creator')).toBe(
      'Price of a deal · released to you',
    );
    expect(movementLabel('hold_price', -45_000, { state: 'partly_released', released_cents: 31_500 }, 'brand')).toBe(
      'Held for a deal · $315 released, the rest returned',
    );
    expect(movementLabel('funding', 49_500, null, 'brand')).toBe('Payment from your card');
  });

  it('writes money with its sign and cents, and CSV with quotes doubled', () => {
    expect(signedMoney(-4_950)).toBe('−$49.50');
    expect(signedMoney(123_456_78)).toBe('+$123,456.78');
    expect(
      movementsCsv([
        {
          created_at: '2026-11-25T04:00:00.000Z',
          kind: 'refund',
          deal_id: null,
          amount_cents: -1_200,
          hold: { state: 'held', released_cents: 0 },
        },
      ]),
    ).toBe('date,movement,deal,amount_usd\n2026-11-25T04:00:00.000Z,"Sent back to your card · held",,-12.00\n');
  });
});
