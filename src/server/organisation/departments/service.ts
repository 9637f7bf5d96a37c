import type {
  DepartmentEntity,
  DepartmentFilter,
  DepartmentInput,
} from '../../../domain/schemas/entities/department.js';
import { maySeeBranch, visibleBranchIds } from '../entities/branch-scope.js';
import type { EntityService } from '../entities/entity-service.js';
import {
  deleteDepartment,
  findDepartmentRow,
  insertDepartment,
  listDepartmentRows,
  updateDepartment,
} from './queries.js';

const values = (input: DepartmentInput) => ({ name: input.name, branchId: input.branch });

/** Departments; employees read those of their own branches (time tracking books onto them). */
export const departmentService: EntityService<DepartmentInput, DepartmentEntity, DepartmentFilter> = {
  list: (db, filter, actor) => listDepartmentRows(db, filter, visibleBranchIds(actor)),
  get: async (db, id, actor) => {
    const row = await findDepartmentRow(db, id);
    return row && maySeeBranch(actor, row.branch) ? row : undefined;
  },
  create: (tx, input) => insertDepartment(tx, values(input)),
  update: (tx, id, input) => updateDepartment(tx, id, values(input)),
  remove: (tx, id) => deleteDepartment(tx, id),
};
