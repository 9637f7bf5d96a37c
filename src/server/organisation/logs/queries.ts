import { and, countDistinct, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { logs, users } from '../../db/schema/index.js';

export type LogFilter = {
  entity?: string | undefined;
  entityId?: number | undefined;
  user?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export async function insertLog(db: Db, values: typeof logs.$inferInsert) {
  const [row] = await db.insert(logs).values(values).returning({ id: logs.id });
  if (!row) throw new Error('insert into logs returned no row');
  return row.id;
}

export const logInsert = (values: typeof logs.$inferInsert): SQL => insertJsonRows(logs, [values]);

function conditions(filter: LogFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.entity !== undefined) parts.push(eq(logs.entity, filter.entity));
  if (filter.entityId !== undefined) parts.push(eq(logs.entityId, filter.entityId));
  if (filter.user !== undefined) parts.push(eq(logs.userId, filter.user));
  if (filter.from !== undefined) parts.push(gte(logs.createdAt, filter.from));
  if (filter.to !== undefined) parts.push(lte(logs.createdAt, filter.to));
  return parts.length > 0 ? and(...parts) : undefined;
}

const logColumns = {
  id: logs.id,
  createdAt: logs.createdAt,
  userId: logs.userId,
  userName: users.name,
  action: logs.action,
  entity: logs.entity,
  entityId: logs.entityId,
  before: logs.before,
  after: logs.after,
};

export async function listLogRows(db: Db, filter: LogFilter, limit: number, offset: number) {
  return db
    .select(logColumns)
    .from(logs)
    .leftJoin(users, eq(users.id, logs.userId))
    .where(conditions(filter))
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(limit)
    .offset(offset);
}

export async function countLogRows(db: Db, filter: LogFilter) {
  return db.$count(logs, conditions(filter));
}

export async function findLogRow(db: Db, id: number) {
  const [row] = await db
    .select(logColumns)
    .from(logs)
    .leftJoin(users, eq(users.id, logs.userId))
    .where(eq(logs.id, id))
    .limit(1);
  return row;
}

/** How many orders a person touched in [start, end), per logged action and overall (distinct orders). */
export async function orderActionsOfUser(db: Db, userId: number, start: Date, end: Date) {
  const inPeriod = and(
    eq(logs.entity, 'order'),
    eq(logs.userId, userId),
    gte(logs.createdAt, start),
    lt(logs.createdAt, end),
  );
  const [all] = await db
    .select({ orders: countDistinct(logs.entityId) })
    .from(logs)
    .where(inPeriod);
  const actions = await db
    .select({ action: logs.action, orders: countDistinct(logs.entityId) })
    .from(logs)
    .where(inPeriod)
    .groupBy(logs.action)
    .orderBy(logs.action);
  return { orders: all?.orders ?? 0, actions };
}
