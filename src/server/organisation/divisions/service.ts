import type { DivisionEntity, DivisionInput } from '../../../domain/schemas/entities/division.js';
import type { EntityService } from '../entities/entity-service.js';
import {
  deleteDivision,
  findDivisionRow,
  insertDivision,
  listDivisionRows,
  updateDivision,
} from './queries.js';

/** Organisations: plain rows; the identifier's uniqueness is the database's (409 on a duplicate). */
export const divisionService: EntityService<DivisionInput, DivisionEntity, Record<string, never>> = {
  list: (db) => listDivisionRows(db),
  get: (db, id) => findDivisionRow(db, id),
  create: (tx, input) => insertDivision(tx, input),
  update: (tx, id, input) => updateDivision(tx, id, input),
  remove: (tx, id) => deleteDivision(tx, id),
};
