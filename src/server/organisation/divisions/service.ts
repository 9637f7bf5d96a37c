import type { DivisionEntity, DivisionInput } from '../../../domain/schemas/entities/division.js';
import type { Db } from '../../db/client.js';
import { otherPagePathOwner, pathTakenMessage } from '../../db/page-paths.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../entities/entity-service.js';
import {
  deleteDivision,
  findDivisionRow,
  insertDivision,
  listDivisionRows,
  listPublicDivisionPageRows,
  updateDivision,
} from './queries.js';

/** A division's path is free of sites and other divisions (ADR 041); 409 on the field otherwise. */
async function checkedPath(tx: Db, input: DivisionInput, id?: number): Promise<DivisionInput> {
  if (input.path === null) return input;
  const owner = await otherPagePathOwner(
    tx,
    input.path,
    id === undefined ? undefined : { kind: 'division', id },
  );
  if (owner !== undefined) throw new HttpError(409, pathTakenMessage(owner), 'path');
  return input;
}

/**
 * Organisations: plain rows; the identifier's uniqueness is the database's (409 on a duplicate), the
 * path's is checked across sites and divisions.
 */
export const divisionService: EntityService<DivisionInput, DivisionEntity, Record<string, never>> = {
  list: (db) => listDivisionRows(db),
  get: (db, id) => findDivisionRow(db, id),
  create: async (tx, input) => insertDivision(tx, await checkedPath(tx, input)),
  update: async (tx, id, input) => updateDivision(tx, id, await checkedPath(tx, input, id)),
  remove: (tx, id) => deleteDivision(tx, id),
};

/** Public divisions' own start pages: paths and last changes (the sitemap). */
export const listPublicDivisionPages = (db: Db) => listPublicDivisionPageRows(db);
