import { and, asc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SignageCommand } from '../../db/schema/columns.js';
import { digitalSignageDevices } from '../../db/schema/index.js';

const t = digitalSignageDevices;

type TvValues = Pick<typeof t.$inferInsert, 'identifier' | 'name' | 'branchId' | 'streamId'>;

export type TvRowFilter = {
  branchId?: number | undefined;
  streamId?: number | undefined;
  /** Seen at or after this instant (true) or not (false). */
  seenSince?: { since: Date; seen: boolean } | undefined;
};

const columns = {
  id: t.id,
  identifier: t.identifier,
  name: t.name,
  branch: t.branchId,
  stream: t.streamId,
  apiKeyHash: t.apiKeyHash,
  lastSeenAt: t.lastSeenAt,
  pendingCommand: t.pendingCommand,
};

export function listTvRows(db: Db, filter: TvRowFilter) {
  const seen = filter.seenSince;
  const seenCondition: SQL | undefined =
    seen === undefined
      ? undefined
      : seen.seen
        ? gte(t.lastSeenAt, seen.since)
        : or(isNull(t.lastSeenAt), lt(t.lastSeenAt, seen.since));
  return db
    .select(columns)
    .from(t)
    .where(
      and(
        filter.branchId === undefined ? undefined : eq(t.branchId, filter.branchId),
        filter.streamId === undefined ? undefined : eq(t.streamId, filter.streamId),
        seenCondition,
      ),
    )
    .orderBy(asc(t.identifier));
}

export async function findTvRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

export async function insertTv(db: Db, values: TvValues) {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert into digital_signage_devices returned no row');
  return row.id;
}

export async function updateTv(db: Db, id: number, values: TvValues) {
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function setTvApiKeyHash(db: Db, id: number, apiKeyHash: string) {
  await db.update(t).set({ apiKeyHash }).where(eq(t.id, id));
}

export async function deleteTv(db: Db, id: number) {
  await db.delete(t).where(eq(t.id, id));
}

export async function lockTvRow(tx: Db, id: number) {
  const [row] = await tx.select(columns).from(t).where(eq(t.id, id)).for('update');
  return row;
}

export async function setTvCommand(db: Db, id: number, pendingCommand: SignageCommand | null) {
  await db.update(t).set({ pendingCommand }).where(eq(t.id, id));
}

/** The player reports in; the TV counts as seen now. */
export async function touchTv(db: Db, id: number, now: Date) {
  await db.update(t).set({ lastSeenAt: now }).where(eq(t.id, id));
}
