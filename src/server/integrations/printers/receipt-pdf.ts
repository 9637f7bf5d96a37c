import PDFDocument from 'pdfkit';
import type { ReceiptLine } from '../../../domain/receipts/receipt.js';
import { columns, wrapText } from '../../../domain/receipts/wrap.js';
import { collectPdf } from './collect-pdf.js';

/** 80 mm paper in PDF points, with 4 mm margins: the same roll the ESC/POS printer uses. */
const PAGE_WIDTH = (80 / 25.4) * 72;
const MARGIN = (4 / 25.4) * 72;
const FONT_SIZE = 8;
const LINE_HEIGHT = FONT_SIZE * 1.25;
// Courier is built into every PDF reader and monospaced, so the column layout of the text receipt holds.
const CHARACTERS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (FONT_SIZE * 0.6));

type Row = { text: string; bold: boolean; size: number; center: boolean };

function rowsOf(lines: ReceiptLine[]): Row[] {
  const rows: Row[] = [];
  const plain = (text: string, bold = false) => rows.push({ text, bold, size: FONT_SIZE, center: false });
  for (const line of lines) {
    switch (line.kind) {
      case 'title':
        for (const text of wrapText(line.text, CHARACTERS_PER_LINE)) {
          rows.push({ text, bold: true, size: FONT_SIZE, center: true });
        }
        break;
      case 'ticket':
        rows.push({ text: line.text, bold: true, size: FONT_SIZE * 2, center: true });
        break;
      case 'text':
        wrapText(line.text, CHARACTERS_PER_LINE).forEach((text) => plain(text));
        break;
      case 'detail':
        wrapText(line.text, CHARACTERS_PER_LINE - 2).forEach((text) => plain(`  ${text}`));
        break;
      case 'item':
        columns(line.left, line.right, CHARACTERS_PER_LINE).forEach((text) => plain(text));
        break;
      case 'total':
        columns(line.left, line.right, CHARACTERS_PER_LINE).forEach((text) => plain(text, true));
        break;
      case 'rule':
        plain('-'.repeat(CHARACTERS_PER_LINE));
        break;
    }
  }
  return rows;
}

/** The receipt as a PDF on an 80 mm roll, as long as its content. */
export function renderReceiptPdf(lines: ReceiptLine[], title: string): Promise<Buffer> {
  const rows = rowsOf(lines);
  const height = rows.reduce((sum, row) => sum + row.size * 1.25, 2 * MARGIN);
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, Math.max(height, 100)],
    margin: MARGIN,
    info: { Title: title, Producer: 'Tischlein' },
  });
  const done = collectPdf(doc);
  let y = MARGIN;
  for (const row of rows) {
    doc
      .font(row.bold ? 'Courier-Bold' : 'Courier')
      .fontSize(row.size)
      .text(row.text, MARGIN, y, {
        width: PAGE_WIDTH - 2 * MARGIN,
        align: row.center ? 'center' : 'left',
        lineBreak: false,
      });
    y += row.size === FONT_SIZE ? LINE_HEIGHT : row.size * 1.25;
  }
  doc.end();
  return done;
}
