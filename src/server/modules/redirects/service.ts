import { contentMessages } from '../../../domain/content/messages.js';
import { targetsPath } from '../../../domain/content/site-path.js';
import type { RedirectEntity, RedirectInput } from '../../../domain/schemas/entities/redirect.js';
import { HttpError } from '../../http/http-error.js';
import type { EntityService } from '../entities/entity-service.js';
import {
  deleteRedirect,
  findRedirectRow,
  insertRedirect,
  listRedirectRows,
  updateRedirect,
} from './queries.js';

/** A redirect to its own path would send browsers round in a loop. */
function checked(input: RedirectInput): RedirectInput {
  if (targetsPath(input.target, input.path))
    throw new HttpError(422, contentMessages.redirectToItself, 'target');
  return input;
}

export const redirectService: EntityService<RedirectInput, RedirectEntity, Record<string, never>> = {
  list: (db) => listRedirectRows(db),
  get: (db, id) => findRedirectRow(db, id),
  create: (tx, input) => insertRedirect(tx, checked(input)),
  update: (tx, id, input) => updateRedirect(tx, id, checked(input)),
  remove: (tx, id) => deleteRedirect(tx, id),
};
