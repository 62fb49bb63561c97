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

/** +$450.00 / −$49.50, always with the cents, as a statement reads. */
export function signedMoney(cents: number): string {
  const abs = Math.abs(cents);
  const text = `$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `−${text}` : `+${text}`;
}

/** The movements as CSV (date, what, deal, amount in dollars), for a brand's bookkeeping. */
export function movementsCsv(
  rows: { created_at: string; kind: TransferCode; deal_id: string | null; amount_cents: number; hold: Hold }[],
): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = rows.map((r) =>
    [
      r.created_at,
      quote(movementLabel(r.kind, r.amount_cents, r.hold, 'brand')),
      r.deal_id ?? '',
      (r.amount_cents / 100).toFixed(2),
    ].join(','),
  );
  return ['date,movement,deal,amount_usd', ...lines].join('\n') + '\n';
}
