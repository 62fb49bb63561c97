import { describe, expect, it } from 'vitest';
import { movementLabel, movementsCsv } from './movement-words';

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

  it('writes CSV with the deal’s title and the creator after the first columns, quotes doubled', () => {
    expect(
      movementsCsv([
        {
          created_at: '2026-11-25T04:00:00.000Z',
          kind: 'refund',
          deal_id: null,
          amount_cents: -1_200,
          hold: { state: 'held', released_cents: 0 },
          deal_title: null,
          counterpart_name: null,
        },
        {
          created_at: '2026-11-26T04:00:00.000Z',
          kind: 'funding',
          deal_id: '0b6f2c56-8a3e-4c1e-9a55-1f5f0c1d2e3f',
          amount_cents: 49_500,
          hold: null,
          deal_title: '1 × Instagram Reel',
          counterpart_name: 'Maya "ML" Lopez',
        },
      ]),
    ).toBe(
      'date,movement,deal,amount_usd,deal_title,creator\n' +
        '2026-11-25T04:00:00.000Z,"Sent back to your card · held",,-12.00,,\n' +
        '2026-11-26T04:00:00.000Z,"Payment from your card",0b6f2c56-8a3e-4c1e-9a55-1f5f0c1d2e3f,495.00,"1 × Instagram Reel","Maya ""ML"" Lopez"\n',
    );
  });
});
