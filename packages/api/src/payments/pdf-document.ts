import PDFDocument from 'pdfkit';

/*
 * The page of every money document (receipts, credit notes, statements), drawn with PDFKit's own
 * Helvetica: no font file to ship or load. Helvetica covers Latin text only (WinAnsi); a name in
 * another script prints as the font can.
 */

type Doc = PDFKit.PDFDocument;

const MUTED = '#475569';
const RULE = '#cbd5e1';
const ACCENT = '#5b21b6';

/** Draws a document into memory and answers its bytes. */
export function renderPdf(title: string, author: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: title, Author: author, Creator: author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The issuer on the left (name, address); the document's title and its facts on the right. */
export function drawHeading(
  doc: Doc,
  issuer: { name: string; address: string },
  title: string,
  facts: [label: string, value: string][],
) {
  const left = doc.page.margins.left;
  const top = doc.y;
  const half = contentWidth(doc) / 2;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(issuer.name, left, top, { width: half });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(issuer.address, { width: half });
  const leftEnd = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(ACCENT)
    .text(title, left + half, top, { width: half, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor('black');
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, left + half, doc.y, { width: half, align: 'right' });
  doc.x = left;
  doc.y = Math.max(doc.y, leftEnd) + 24;
}

/** A small heading over a block ("Billed to", "Deal"). */
export function drawSectionLabel(doc: Doc, label: string) {
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(label.toUpperCase(), doc.page.margins.left, doc.y, { characterSpacing: 0.5 });
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(11).fillColor('black');
}

/** Lines of plain text, one under the other. */
export function drawLines(doc: Doc, lines: (string | null | undefined)[]) {
  doc.font('Helvetica').fontSize(11).fillColor('black');
  for (const line of lines) if (line) doc.text(line, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

/** A label on the left and its amount on the right, on one line; bold for a total. */
export function drawAmountRow(doc: Doc, label: string, amount: string, options: { bold?: boolean; note?: string } = {}) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(11)
    .fillColor('black');
  doc.text(label, left, y, { width: width * 0.7 });
  const after = doc.y;
  doc.text(amount, left + width * 0.7, y, { width: width * 0.3, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
  if (options.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(options.note, left, doc.y - 2, { width });
  doc.x = left;
}

/** A thin line across the page. */
export function drawRule(doc: Doc) {
  const left = doc.page.margins.left;
  doc.moveDown(0.3);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

/** A closing line in small muted type. */
export function drawFootnote(doc: Doc, text: string) {
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}
