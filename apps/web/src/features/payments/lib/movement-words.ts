import { TRANSFER_CODE_LABELS, formatCents, type TransferCode } from '@sponsorly/shared';

type Hold = { state: 'held' | 'released' | 'partly_released' | 'returned'; released_cents: number } | null;

/** "Held for a deal · released", "Payment from your card": a movement in words, from the reader's side. */
export function movementLabel(kind: TransferCode, amountCents: number, hold: Hold, side: 'brand' | 'creator'): string {
  // The creator's side of a hold is the price coming to them, not money set aside.
  const base = kind === 'hold_price' && side === 'creator' ? 'Price of a deal' : TRANSFER_CODE_LABELS[kind];
  if (!hold) return base;
  const state = {
    held: 'held',
    released: side === 'creator' ? 'released to you' : 'released',
    partly_released: `${formatCents(hold.released_cents)} released, the rest returned`,
    returned: 'returned',
  }[hold.state];
  return `${base} · ${state}`;
}

interface CsvRow {
  created_at: string;
  kind: TransferCode;
  deal_id: string | null;
  amount_cents: number;
  hold: Hold;
  deal_title: string | null;
  counterpart_name: string | null;
}

/**
 * The movements as CSV for a brand's bookkeeping: date, what, the deal's id, the amount in dollars, then
 * the deal's title and the creator it was with (the columns added last, so existing sheets keep theirs).
 */
export function movementsCsv(rows: readonly CsvRow[]): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = rows.map((r) =>
    [
      r.created_at,
      quote(movementLabel(r.kind, r.amount_cents, r.hold, 'brand')),
      r.deal_id ?? '',
      (r.amount_cents / 100).toFixed(2),
      r.deal_title === null ? '' : quote(r.deal_title),
      r.counterpart_name === null ? '' : quote(r.counterpart_name),
    ].join(','),
  );
  return ['date,movement,deal,amount_usd,deal_title,creator', ...lines].join('\n') + '\n';
}
