import { STATEMENT_WORDS as W, documentDate, documentMoney, monthLabel } from '@sponsorly/shared';
import { drawAmountRow, drawHeading, drawLines, drawRule, drawSectionLabel, renderPdf } from '../pdf-document';
import type { Statement } from './load-statement';

/** The statement as a PDF: who, the month, each release and withdrawal, and the totals. */
export function statementPdf(statement: Statement, issuedAt: Date): Promise<Buffer> {
  const title = W.title(statement.month);
  return renderPdf(title, statement.issuer.name, (doc) => {
    drawHeading(doc, statement.issuer, W.heading, [
      [W.month, monthLabel(statement.month)],
      [W.issued, documentDate(issuedAt)],
    ]);
    drawSectionLabel(doc, W.creator);
    drawLines(doc, [statement.creator.name, statement.creator.email]);

    drawSectionLabel(doc, W.released);
    if (statement.released.length === 0) drawLines(doc, [W.noneReleased]);
    for (const r of statement.released)
      drawAmountRow(doc, `${documentDate(r.date)} · ${r.brand} · ${r.deal}`, documentMoney(r.amount_cents));
    drawRule(doc);
    drawAmountRow(doc, W.totalReleased, documentMoney(statement.total_released_cents), { bold: true });

    drawSectionLabel(doc, W.withdrawals);
    if (statement.withdrawals.length === 0) drawLines(doc, [W.noneWithdrawn]);
    for (const w of statement.withdrawals)
      drawAmountRow(doc, `${documentDate(w.date)} · ${W.withdrawn}`, documentMoney(w.amount_cents));
    drawRule(doc);
    drawAmountRow(doc, W.totalWithdrawn, documentMoney(statement.total_withdrawn_cents), { bold: true });
  });
}
