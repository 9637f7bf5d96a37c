import PDFDocument from 'pdfkit';
import {
  labelContent,
  labelLayouts,
  labelSlots,
  type LabelLayout,
  type LabelProduct,
} from '../../../domain/labels/labels.js';
import { collectPdf } from './collect-pdf.js';

/** A4 in PDF points; label sheets for A4 have no margin, the grid fills the page. */
const A4 = { width: 595.28, height: 841.89 };
/** Inside each label, so text never touches the cut. */
const PADDING = { compact: 5, detail: 12 } as const;
const SIZES = {
  compact: { name: 8, price: 7.5, small: 5.5 },
  detail: { name: 14, price: 12, small: 8 },
} as const;

/**
 * Product labels on A4 sheets in the spec's layouts: name, price per unit, allergen letters and
 * ingredients, each label clipped to its own box so a long name cannot run into the next one.
 */
export function renderLabelPdf(
  products: readonly LabelProduct[],
  layout: LabelLayout,
  skip: number,
): Promise<Buffer> {
  const { rows, columns } = labelLayouts[layout];
  const width = A4.width / columns;
  const height = A4.height / rows;
  const padding = PADDING[layout];
  const size = SIZES[layout];
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Etiketten (${layout})`, Producer: 'Tischlein' },
  });
  const done = collectPdf(doc);
  let page = -1;
  labelSlots(products.length, layout, skip).forEach((slot, index) => {
    const product = products[index];
    if (product === undefined) return;
    while (page < slot.page) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      page++;
    }
    const content = labelContent(product, layout);
    const x = slot.column * width + padding;
    const top = slot.row * height + padding;
    const inner = width - 2 * padding;
    const bottom = (slot.row + 1) * height - padding;
    doc.save();
    doc.rect(x, top, inner, bottom - top).clip();
    doc.font('Helvetica-Bold').fontSize(size.name);
    doc.text(content.name, x, top, { width: inner, height: size.name * 2.4, ellipsis: true });
    if (content.price !== null) {
      doc.font('Helvetica-Bold').fontSize(size.price).text(content.price, x, doc.y, { width: inner });
    }
    doc.font('Helvetica').fontSize(size.small);
    if (content.allergens !== null) doc.text(content.allergens, x, doc.y, { width: inner });
    if (content.ingredients !== '') {
      doc.text(content.ingredients, x, doc.y + size.small * 0.3, {
        width: inner,
        height: Math.max(bottom - doc.y, size.small),
        ellipsis: true,
      });
    }
    doc.restore();
  });
  doc.end();
  return done;
}
