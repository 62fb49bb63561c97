import { STATEMENT_WORDS } from '@sponsorly/shared';
import type { Statement } from './load-statement';

const { csvKinds } = STATEMENT_WORDS;

/** Whole cents as dollars with two decimals ("450.00"), by integer arithmetic. */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A text cell, quoted. A brand names itself: a name starting like a formula (`=`, `+`, `-`, `@`) is
 * kept as text with a leading apostrophe, so a spreadsheet opening the file never runs it.
 */
const text = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The statement as CSV: one row per release and per withdrawal, then the two totals. */
export function statementCsv(statement: Statement): string {
  const rows = [
    STATEMENT_WORDS.csvHeader,
    ...statement.released.map((r) =>
      [day(r.date), csvKinds.released, text(r.brand), text(r.deal), dollars(r.amount_cents)].join(','),
    ),
    ...statement.withdrawals.map((w) => [day(w.date), csvKinds.withdrawn, '', '', dollars(w.amount_cents)].join(',')),
    ['', csvKinds.totalReleased, '', '', dollars(statement.total_released_cents)].join(','),
    ['', csvKinds.totalWithdrawn, '', '', dollars(statement.total_withdrawn_cents)].join(','),
  ];
  return `${rows.join('\n')}\n`;
}
