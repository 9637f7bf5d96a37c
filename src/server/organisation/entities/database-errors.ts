import { inUseMessage, validationMessages } from '../../../domain/validation/messages.js';
import { databaseErrorOf, UNIQUE_VIOLATION, type DatabaseError } from '../../db/database-error.js';
import { HttpError } from '../../http/http-error.js';

// A referenced row is missing (insert/update), or a row to delete is still referenced: PostgreSQL up to
// 16 reports both as 23503; from 17 on (PGlite) a delete blocked by ON DELETE RESTRICT is 23001.
const FOREIGN_KEY_VIOLATION = '23503';
const RESTRICT_VIOLATION = '23001';

const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The field a constraint is about, from PostgreSQL's detail ("Key (branch_id, identifier)=(1, t1) ...",
 * "Key (lower(email))=(...)"): the last column named, as the API spells it. Foreign keys name a field
 * like `division_id`, which the API calls `division`.
 */
function fieldOf(error: DatabaseError, fields: Readonly<Record<string, string>>): string | undefined {
  if (error.constraint && fields[error.constraint]) return fields[error.constraint];
  const key = /Key \((.+?)\)=/.exec(error.detail ?? '')?.[1];
  const column = key
    ?.split(',')
    .map((part) => part.trim().replace(/^\w+\((\w+)\)$/, '$1'))
    .at(-1);
  return column ? camelCase(column).replace(/Id$/, '') : undefined;
}

export type DatabaseErrorContext = {
  /** The entity's German name, e.g. 'Organisation'. */
  label: string;
  /** Constraint name → API field, where the column name does not say it. */
  fields?: Readonly<Record<string, string>>;
};

/**
 * Constraint violations that the caller can act on, as German 409/422 answers; anything else is
 * returned unchanged (and ends as a logged 500).
 */
export function translateDatabaseError(error: unknown, context: DatabaseErrorContext): unknown {
  const cause = databaseErrorOf(error);
  if (!cause) return error;
  const fields = context.fields ?? {};
  if (cause.code === UNIQUE_VIOLATION)
    return new HttpError(409, validationMessages.alreadyInUse, fieldOf(cause, fields));
  if (cause.code === RESTRICT_VIOLATION) return new HttpError(409, inUseMessage(context.label));
  if (cause.code === FOREIGN_KEY_VIOLATION) {
    if (/is not present in table/.test(cause.detail ?? ''))
      return new HttpError(422, validationMessages.unknownReference, fieldOf(cause, fields));
    return new HttpError(409, inUseMessage(context.label));
  }
  return error;
}
