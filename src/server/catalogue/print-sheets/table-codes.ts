import { tableCodeMessages, type TableCodesQuery } from '../../../domain/tables/table-codes-query.js';
import { tableLink } from '../../../domain/tables/table-link.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { renderTableCodesPdf } from '../../integrations/printers/table-codes-pdf.js';
import { findBranchRow, listBranchTableRows } from './queries.js';

/**
 * The QR codes of a branch's tables as a PDF; an employee gets those of the own branches only (another
 * branch is not found, so its existence is not revealed).
 */
export async function tableCodesPdf(
  db: Db,
  query: TableCodesQuery,
  actor: { branchIds: readonly number[] | undefined; origin: string },
): Promise<{ pdf: Buffer; branchIdentifier: string }> {
  const branch = await findBranchRow(db, query.branch);
  if (branch === undefined || (actor.branchIds !== undefined && !actor.branchIds.includes(branch.id))) {
    throw new HttpError(404, tableCodeMessages.unknownBranch, 'branch');
  }
  const rows = await listBranchTableRows(db, branch.id, query.tables);
  if (query.tables !== undefined && rows.length !== query.tables.length) {
    throw new HttpError(422, tableCodeMessages.unknownTable, 'tables');
  }
  if (rows.length === 0) throw new HttpError(422, tableCodeMessages.noTables, 'branch');
  const pdf = await renderTableCodesPdf(
    rows.map((row) => ({
      table: row.identifier,
      branch: branch.name,
      link: tableLink(actor.origin, branch.identifier, row.identifier),
    })),
    query.layout,
  );
  return { pdf, branchIdentifier: branch.identifier };
}
