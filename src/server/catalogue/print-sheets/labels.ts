import { labelMessages, type LabelQuery } from '../../../domain/labels/label-query.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { renderLabelPdf } from '../../integrations/printers/label-pdf.js';
import { listLabelProductRows } from './queries.js';

/** The PDF of labels for the chosen products, in the order chosen; an unknown product is a 422. */
export async function productLabelsPdf(db: Db, query: LabelQuery): Promise<Buffer> {
  const rows = new Map(
    (await listLabelProductRows(db, [...new Set(query.products)])).map((row) => [row.id, row]),
  );
  const chosen = query.products.map((id) => rows.get(id));
  if (chosen.some((row) => row === undefined)) {
    throw new HttpError(422, labelMessages.unknownProduct, 'products');
  }
  return renderLabelPdf(
    chosen.flatMap((row) => (row === undefined ? [] : [row])),
    query.layout,
    query.skip,
  );
}
