import PDFDocument from 'pdfkit';
import type { MonthSheetDocument } from '../../../domain/schemas/time-sheet.js';
import {
  timeSheetHeadings,
  timeSheetRows,
  timeSheetSums,
} from '../../../domain/time-tracking/time-sheet-table.js';
import { timeSheetTexts as x } from '../../../domain/time-tracking/time-sheet-texts.js';
import { collectPdf } from './collect-pdf.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 13;
// Column left edges in points: date, weekday, kind, start, end, pauses, worked.
const COLUMNS = [MARGIN, 110, 140, 240, 300, 380, 450] as const;
const WIDTHS = [70, 30, 100, 60, 80, 70, 100] as const;

type Doc = InstanceType<typeof PDFDocument>;

function row(doc: Doc, values: readonly string[], y: number, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  values.forEach((value, index) =>
    doc.text(value, COLUMNS[index] ?? MARGIN, y, { width: WIDTHS[index] ?? 60, lineBreak: false }),
  );
}

function header(doc: Doc, { person, sheet }: MonthSheetDocument): number {
  doc.font('Helvetica-Bold').fontSize(16).text(x.title, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`${x.person}: ${person.name}    ${x.month}: ${sheet.month}`, MARGIN, MARGIN + 24);
  const y = MARGIN + 50;
  row(doc, timeSheetHeadings, y, true);
  doc
    .moveTo(MARGIN, y + ROW - 2)
    .lineTo(A4.width - MARGIN, y + ROW - 2)
    .stroke();
  return y + ROW + 2;
}

/** The monthly time sheet on A4: a line per shift or day, the sums, the holiday balance and signatures. */
export function renderTimeSheetPdf(document: MonthSheetDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: MARGIN,
    info: { Title: `${x.title} ${document.person.name} ${document.sheet.month}`, Producer: 'Tischlein' },
  });
  const done = collectPdf(doc);
  let y = header(doc, document);
  const next = () => {
    y += ROW;
    if (y > A4.height - MARGIN - ROW * 10) {
      doc.addPage({ size: [A4.width, A4.height], margin: MARGIN });
      y = header(doc, document);
    }
  };
  for (const cells of timeSheetRows(document.sheet)) {
    row(doc, cells, y);
    next();
  }
  const { sheet, balance } = document;
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .stroke();
  y += 4;
  row(doc, timeSheetSums(sheet), y, true);
  y += ROW * 2;
  doc.font('Helvetica').fontSize(10);
  doc.text(
    `${x.holidayDaysInMonth}: ${sheet.holidayDays}    ${x.sickDaysInMonth}: ${sheet.sickDays}`,
    MARGIN,
    y,
  );
  y += ROW * 1.5;
  doc
    .font('Helvetica-Bold')
    .text(balance === null ? x.balance.title : `${x.balance.title} ${balance.year}`, MARGIN, y);
  y += ROW;
  doc
    .font('Helvetica')
    .text(
      balance === null
        ? x.balance.none
        : `${x.balance.entitlement}: ${balance.entitlementDays}    ${x.balance.carriedOver}: ${balance.carriedOverDays}    ${x.balance.taken}: ${balance.takenDays}    ${x.balance.remaining}: ${balance.remainingDays}`,
      MARGIN,
      y,
    );
  y += ROW * 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 200, y)
    .stroke();
  doc
    .moveTo(A4.width - MARGIN - 200, y)
    .lineTo(A4.width - MARGIN, y)
    .stroke();
  doc.fontSize(8).text(x.signature, MARGIN, y + 4);
  doc.text(x.signatureEmployer, A4.width - MARGIN - 200, y + 4);
  doc.end();
  return done;
}
