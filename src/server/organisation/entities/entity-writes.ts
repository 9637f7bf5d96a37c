import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { recordChange } from '../logs/service.js';
import { translateDatabaseError } from './database-errors.js';
import type { Actor, EntityService } from './entity-service.js';

export type EntityIdentity = {
  /** The name the audit log files changes under, e.g. 'division'. */
  name: string;
  /** German singular for messages, e.g. 'Organisation'. */
  label: string;
  /** Constraint name → API field, for unique or foreign-key errors whose column does not say it. */
  constraintFields?: Readonly<Record<string, string>>;
};

/**
 * Create, update and delete of one entity, each in one transaction with its audit row: either the change
 * and its log entry are stored, or neither. Constraint violations become German 409/422 answers.
 */
export function entityWrites<TInput, TOutput extends { id: number }, TFilter>(
  db: Db,
  identity: EntityIdentity,
  service: EntityService<TInput, TOutput, TFilter>,
) {
  const inTransaction = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw translateDatabaseError(error, { label: identity.label, fields: identity.constraintFields ?? {} });
    }
  };
  const existing = async (tx: Db, id: number, actor: Actor) => {
    const found = await service.get(tx, id, actor);
    if (!found) throw new HttpError(404, notFoundMessage(identity.label));
    return found;
  };
  const log = (
    tx: Db,
    actor: Actor,
    action: string,
    id: number,
    before: TOutput | null,
    after: TOutput | null,
  ) =>
    recordChange(tx, {
      userId: actor.user.id,
      action,
      entity: identity.name,
      entityId: id,
      before,
      after,
      at: actor.now,
    });

  return {
    create: (input: TInput, actor: Actor): Promise<TOutput> =>
      inTransaction(async (tx) => {
        const id = await service.create(tx, input, actor);
        const after = await existing(tx, id, actor);
        await log(tx, actor, 'create', id, null, after);
        return after;
      }),

    update: (id: number, input: TInput, actor: Actor): Promise<TOutput> =>
      inTransaction(async (tx) => {
        const before = await existing(tx, id, actor);
        await service.update(tx, id, input, actor);
        const after = await existing(tx, id, actor);
        await log(tx, actor, 'update', id, before, after);
        return after;
      }),

    remove: (id: number, actor: Actor): Promise<void> =>
      inTransaction(async (tx) => {
        const before = await existing(tx, id, actor);
        await service.remove(tx, id, actor);
        await log(tx, actor, 'delete', id, before, null);
      }),
  };
}
