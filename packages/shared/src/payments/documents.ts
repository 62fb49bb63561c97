import type { ReceiptKind } from './enums';

/*
 * Receipts, credit notes and creators' statements (docs/payments.md "Receipts and statements"): their
 * numbers, their months and the words the documents print.
 */

/** `SP-2026-000123`: the year's series, six digits at least. */
export const receiptNumber = (year: number, seq: number) => `SP-${year}-${String(seq).padStart(6, '0')}`;

/** A receipt's number, as a page of receipts hands it back for the next page. */
export const RECEIPT_NUMBER_PATTERN = /^SP-(\d{4})-(\d{6,9})$/;

/** A statement's month: `2026-11`. */
export const STATEMENT_MONTH_PATTERN = /^[2-9]\d{3}-(0[1-9]|1[0-2])$/;

/** How many months the earnings page offers a statement for, this one included. */
export const STATEMENT_MONTHS_OFFERED = 12;

/** `2026-11` of a date, in UTC, as the ledger's months are counted. */
export const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The first instant of a month (`2026-11`) and of the month after it, in UTC. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** "November 2026". */
export const monthLabel = (month: string) =>
  monthBounds(month).start.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The months a statement can be asked for from the page: this one first, then back `count - 1` more. */
export function recentMonths(now: Date, count: number = STATEMENT_MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
}

/** "Nov 27, 2026": a date on a document, in UTC. */
export const documentDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "$1,250.50": an amount on a document, always with its cents. */
export function documentMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** "Card ending 4242", or "Visa ending 4242" when the provider told the card's brand. */
export const cardWords = (card: { brand: string | null; last4: string }) => `${card.brand ?? 'Card'} ending ${card.last4}`;

/** What the documents print. */
export const RECEIPT_WORDS = {
  title: { receipt: 'Receipt', credit_note: 'Credit note' } satisfies Record<ReceiptKind, string>,
  number: 'Number',
  date: 'Date',
  billedTo: 'Billed to',
  creditedTo: 'Credited to',
  deal: 'Deal',
  dealWith: (creator: string) => `with ${creator}`,
  campaign: 'Campaign',
  dealReference: 'Deal reference',
  deliverables: 'Deliverables',
  due: (date: string) => `due ${date}`,
  price: 'Price',
  fee: 'Platform fee',
  total: 'Total',
  payment: 'Payment',
  fromBalance: 'From your Sponsorly balance',
  /** The card's line: "Card ending 4242", or "Card" when the provider kept no digits. */
  byCard: (card: string | null) => card ?? 'Card',
  refund: 'Refund',
  refundWhat: 'Your Sponsorly balance, sent back to your card.',
  amountRefunded: 'Amount refunded',
  refundedTo: 'Refunded to',
  unknownCard: 'The card you last paid with',
  thanks: 'Thank you for working with creators on Sponsorly.',
} as const;

/** What a creator's statement prints, and its CSV's columns. */
export const STATEMENT_WORDS = {
  heading: 'Statement',
  title: (month: string) => `Statement for ${monthLabel(month)}`,
  month: 'Month',
  issued: 'Issued',
  creator: 'Creator',
  released: 'Released for approved work',
  withdrawals: 'Withdrawals',
  withdrawn: 'Withdrawn',
  totalReleased: 'Total released',
  totalWithdrawn: 'Total withdrawn',
  noneReleased: 'Nothing was released this month.',
  noneWithdrawn: 'Nothing was withdrawn this month.',
  csvHeader: 'date,kind,brand,deal,amount_usd',
  csvKinds: { released: 'released', withdrawn: 'withdrawn', totalReleased: 'total_released', totalWithdrawn: 'total_withdrawn' },
} as const;
