import type { ListPageRequest } from '../../../domain/lists/list-query.js';
import type { CurrentUser } from '../../../domain/schemas/user.js';
import type { Db } from '../../db/client.js';

/** Who is asking, and when: services decide with it (own branches only, no self-demotion, …). */
/** Who acts, and in which session (absent for set-up code that has none). */
export type Actor = { user: CurrentUser; now: Date; sessionId?: string };

/**
 * What an entity module's service offers the generic entity routes. The service holds every rule;
 * `create`/`update`/`remove` run inside the transaction the caller opened (`tx`), together with the
 * audit row. `get` and `list` answer in the API's shape, which is also what the audit log keeps.
 * Throw `HttpError` for refusals; a missing row in `update`/`remove` needs no check (it was looked up).
 */
export type EntityService<TInput, TOutput extends { id: number }, TFilter> = {
  list(db: Db, filter: TFilter, actor: Actor): Promise<TOutput[]>;
  /**
   * One page of the list as the answer's JSON text (`{ data, meta }`), for entities too large to read
   * whole: searched, sorted and paged by the database. Without it the routes page over `list` in memory.
   */
  pageJson?(db: Db, filter: TFilter, request: ListPageRequest, actor: Actor): Promise<string>;
  get(db: Db, id: number, actor: Actor): Promise<TOutput | undefined>;
  create(tx: Db, input: TInput, actor: Actor): Promise<number>;
  update(tx: Db, id: number, input: TInput, actor: Actor): Promise<void>;
  remove(tx: Db, id: number, actor: Actor): Promise<void>;
};
