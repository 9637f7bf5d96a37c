import { redirectChainProblem } from '../../../domain/content/redirect-chain.js';
import type { RedirectEntity, RedirectInput } from '../../../domain/schemas/entities/redirect.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../../organisation/index.js';
import {
  deleteRedirect,
  findRedirectRow,
  insertRedirect,
  listRedirectRows,
  updateRedirect,
} from './queries.js';

/** Loops and chains are refused on save, so the server can answer every redirect in one step. */
async function checked(db: Db, input: RedirectInput, id?: number): Promise<RedirectInput> {
  const problem = redirectChainProblem({ ...input, id }, await listRedirectRows(db));
  if (problem !== undefined) throw new HttpError(422, problem.message, problem.field);
  return input;
}

export const redirectService: EntityService<RedirectInput, RedirectEntity, Record<string, never>> = {
  list: (db) => listRedirectRows(db),
  get: (db, id) => findRedirectRow(db, id),
  create: async (tx, input) => insertRedirect(tx, await checked(tx, input)),
  update: async (tx, id, input) => updateRedirect(tx, id, await checked(tx, input, id)),
  remove: (tx, id) => deleteRedirect(tx, id),
};
