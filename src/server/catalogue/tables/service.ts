import type { TableEntity, TableFilter, TableInput } from '../../../domain/schemas/entities/table.js';
import { maySeeBranch, visibleBranchIds } from '../../organisation/index.js';
import type { EntityService } from '../../organisation/index.js';
import { deleteTable, findTableRow, insertTable, listTableRows, updateTable } from './queries.js';

const values = (input: TableInput) => ({
  identifier: input.identifier,
  branchId: input.branch,
  position: input.position,
});

/** Tables of the branches; the identifier is unique per branch (409 on 'identifier'). */
export const tableService: EntityService<TableInput, TableEntity, TableFilter> = {
  list: (db, filter, actor) => listTableRows(db, filter, visibleBranchIds(actor)),
  get: async (db, id, actor) => {
    const row = await findTableRow(db, id);
    return row && maySeeBranch(actor, row.branch) ? row : undefined;
  },
  create: (tx, input) => insertTable(tx, values(input)),
  update: (tx, id, input) => updateTable(tx, id, values(input)),
  remove: (tx, id) => deleteTable(tx, id),
};
