import type { Log, LogAction, LogFilterQuery } from '../../../domain/schemas/entities/log.js';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JsonObject } from '../../db/schema/index.js';
import {
  countLogRows,
  findLogRow,
  insertLog,
  listLogRows,
  logInsert,
  orderActionsOfUser,
} from './queries.js';

export type Change = {
  userId: number | null;
  action: LogAction | (string & {});
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
  at: Date;
};

// The log keeps what the API answered, as plain JSON: a later schema change cannot rewrite history.
const snapshot = (value: unknown): JsonObject | null =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as JsonObject);

const logValues = (change: Change) => ({
  userId: change.userId,
  action: change.action,
  entity: change.entity,
  entityId: change.entityId,
  before: snapshot(change.before),
  after: snapshot(change.after),
  createdAt: change.at,
});

/** Records one change; call it inside the transaction of the write so both happen or neither. */
export async function recordChange(tx: Db, change: Change): Promise<number> {
  return insertLog(tx, logValues(change));
}

/** The same record as an insert for the caller's own statement (see insertsAsOneStatement). */
export function changeInsert(change: Change): SQL {
  return logInsert(logValues(change));
}

type LogRow = Awaited<ReturnType<typeof listLogRows>>[number];

function presentLog(row: LogRow): Log {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  };
}

/** Newest first, one page at a time, with the total for the pager. */
export async function listLogs(db: Db, query: LogFilterQuery): Promise<{ items: Log[]; total: number }> {
  const filter = {
    entity: query.entity,
    entityId: query.entityId,
    user: query.user,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
  const [rows, total] = await Promise.all([
    listLogRows(db, filter, query.limit, query.offset),
    countLogRows(db, filter),
  ]);
  return { items: rows.map(presentLog), total };
}

export async function getLog(db: Db, id: number): Promise<Log | undefined> {
  const row = await findLogRow(db, id);
  return row ? presentLog(row) : undefined;
}

/** The orders a person entered or moved on (confirmed, completed, rejected …) in [start, end), from the log. */
export function ordersHandledBy(db: Db, userId: number, start: Date, end: Date) {
  return orderActionsOfUser(db, userId, start, end);
}
