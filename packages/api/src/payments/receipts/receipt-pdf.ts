import { RECEIPT_WORDS as W, cardWords, documentDate, documentMoney } from '@sponsorly/shared';
import type { ReceiptRow } from '@sponsorly/db';
import { drawAmountRow, drawFootnote, drawHeading, drawLines, drawRule, drawSectionLabel, renderPdf } from '../pdf-document';
import type { CreditNoteContent, DealReceiptContent, ReceiptContent } from './receipt-content';

type Doc = PDFKit.PDFDocument;

/** A day of a deliverable (`2026-12-10`) as the document prints it. */
const dueDay = (day: string) => documentDate(new Date(`${day}T00:00:00Z`));

/** The receipt or credit note as a PDF, drawn from what its row kept when it was issued. */
export function renderReceiptPdf(row: Pick<ReceiptRow, 'number' | 'created_at' | 'content'>): Promise<Buffer> {
  const content = row.content as unknown as ReceiptContent;
  const title = W.title[content.kind];
  return renderPdf(`${title} ${row.number}`, content.issuer.name, (doc) => {
    drawHeading(doc, content.issuer, title, [
      [W.number, row.number],
      [W.date, documentDate(row.created_at)],
    ]);
    drawSectionLabel(doc, content.kind === 'receipt' ? W.billedTo : W.creditedTo);
    drawLines(doc, [content.billed_to.name, content.billed_to.email]);
    if (content.kind === 'receipt') drawDealReceipt(doc, content);
    else drawCreditNote(doc, content);
    drawFootnote(doc, W.thanks);
  });
}

function drawDealReceipt(doc: Doc, content: DealReceiptContent) {
  const { deal } = content;
  drawSectionLabel(doc, W.deal);
  drawLines(doc, [
    `${deal.title}, ${W.dealWith(deal.creator)}`,
    deal.campaign ? `${W.campaign}: ${deal.campaign}` : null,
    `${W.dealReference}: ${deal.id}`,
  ]);
  drawSectionLabel(doc, W.deliverables);
  drawLines(
    doc,
    deal.deliverables.map((d) => `${d.description}, ${W.due(dueDay(d.due_date))}`),
  );
  drawRule(doc);
  drawAmountRow(doc, W.price, documentMoney(content.price_cents));
  drawAmountRow(doc, W.fee, documentMoney(content.fee_cents));
  drawRule(doc);
  drawAmountRow(doc, W.total, documentMoney(content.total_cents), { bold: true });
  drawSectionLabel(doc, W.payment);
  if (content.from_balance_cents > 0) drawAmountRow(doc, W.fromBalance, documentMoney(content.from_balance_cents));
  if (content.by_card_cents > 0)
    drawAmountRow(doc, W.byCard(content.card && cardWords(content.card)), documentMoney(content.by_card_cents));
}

function drawCreditNote(doc: Doc, content: CreditNoteContent) {
  drawSectionLabel(doc, W.refund);
  drawLines(doc, [W.refundWhat]);
  drawRule(doc);
  drawAmountRow(doc, W.amountRefunded, documentMoney(content.amount_cents), { bold: true });
  drawRule(doc);
  drawSectionLabel(doc, W.refundedTo);
  drawLines(doc, [content.card ? cardWords(content.card) : W.unknownCard]);
}
