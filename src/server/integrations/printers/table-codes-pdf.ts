import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SHEET_GRID, type TableCodeLayout } from '../../../domain/tables/table-link.js';
import { collectPdf } from './collect-pdf.js';

const A4 = { width: 595.28, height: 841.89 };
const MM = 72 / 25.4;

export type TableCode = { table: string; branch: string; link: string };

/** The QR code as vector squares, so it stays sharp at any print size; quiet zone included in `size`. */
function drawCode(doc: InstanceType<typeof PDFDocument>, link: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  // Four modules of white around the code, as scanners expect.
  const cell = size / (modules.size + 8);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** Where the code sits on a page of its own, in points: 12 cm square, centred, below the table's name. */
export const PAGE_CODE_BOX = { x: (A4.width - 120 * MM) / 2, y: 90 * MM, size: 120 * MM, page: A4 };

function drawPage(doc: InstanceType<typeof PDFDocument>, code: TableCode) {
  const { x, size } = PAGE_CODE_BOX;
  doc
    .font('Helvetica-Bold')
    .fontSize(40)
    .text(`Tisch ${code.table}`, 0, 40 * MM, { width: A4.width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(16)
    .text(code.branch, 0, doc.y + 4, { width: A4.width, align: 'center' });
  drawCode(doc, code.link, x, PAGE_CODE_BOX.y, size);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Scannen und am Tisch bestellen', 0, PAGE_CODE_BOX.y + size + 8 * MM, {
      width: A4.width,
      align: 'center',
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(code.link, 20 * MM, doc.y + 6, { width: A4.width - 40 * MM, align: 'center' });
}

function drawCell(doc: InstanceType<typeof PDFDocument>, code: TableCode, index: number) {
  const width = A4.width / SHEET_GRID.columns;
  const height = A4.height / SHEET_GRID.rows;
  const x = (index % SHEET_GRID.columns) * width;
  const y = Math.floor(index / SHEET_GRID.columns) * height;
  const size = Math.min(width, height - 40) - 10;
  drawCode(doc, code.link, x + (width - size) / 2, y + 6, size);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Tisch ${code.table}`, x, y + size + 8, { width, align: 'center', lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(code.branch, x, doc.y + 2, { width, align: 'center', lineBreak: false });
}

/**
 * The tables' QR codes as a PDF: one large code per A4 page to stand on a table, or a sheet of 3 by 4
 * to cut out. Each code opens the branch's page with its table preset.
 */
export function renderTableCodesPdf(codes: readonly TableCode[], layout: TableCodeLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'QR-Codes der Tische', Producer: 'Tischlein' },
  });
  const done = collectPdf(doc);
  const perPage = layout === 'page' ? 1 : SHEET_GRID.rows * SHEET_GRID.columns;
  codes.forEach((code, index) => {
    if (index % perPage === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    if (layout === 'page') drawPage(doc, code);
    else drawCell(doc, code, index % perPage);
  });
  doc.end();
  return done;
}
