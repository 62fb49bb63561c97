import { STATEMENT_WORDS } from '@sponsorly/shared';
import { csvMoney as dollars, csvText as text } from '../../lib/csv-cells';
import type { Statement } from './load-statement';

const { csvKinds } = STATEMENT_WORDS;

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
