import { and, asc, desc, eq, gte, inArray, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { blocks, branches, messages, requestLog, requests, users } from '../db/schema/index.js';
import type { RequestKind, RequestStatus } from '../../domain/requests/forms.js';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;
export type NewMessageRow = typeof messages.$inferInsert;

export async function findBlockContent(db: Db, identifier: string) {
  const [row] = await db
    .select({ content: blocks.content, isPublic: blocks.isPublic })
    .from(blocks)
    .where(eq(blocks.identifier, identifier))
    .limit(1);
  return row;
}

const branchColumns = {
  id: branches.id,
  identifier: branches.identifier,
  name: branches.name,
  email: branches.email,
  phone: branches.phone,
  openingHours: branches.openingHours,
};

/** The branch of that identifier, or the first branch (as sorted) when none is named or it is gone. */
export async function findRequestBranch(db: Db, identifier: string | undefined) {
  if (identifier) {
    const [named] = await db
      .select(branchColumns)
      .from(branches)
      .where(eq(branches.identifier, identifier))
      .limit(1);
    if (named) return named;
  }
  const [first] = await db
    .select(branchColumns)
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.id))
    .limit(1);
  return first;
}

/** Seats held per slot start from `from` on: every breakfast request not declined. */
export async function seatsTaken(
  db: Db,
  branchId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: requests.slotStart, seats: sum(requests.persons).mapWith(Number) })
    .from(requests)
    .where(
      and(
        eq(requests.branchId, branchId),
        ne(requests.status, 'declined'),
        gte(requests.slotStart, from),
        lt(requests.slotStart, to),
      ),
    )
    .groupBy(requests.slotStart);
  return new Map(rows.flatMap((row) => (row.slotStart ? [[row.slotStart.getTime(), row.seats]] : [])));
}

/** Serialises the seat checks of one branch until the transaction ends (on both PGlite and PostgreSQL). */
export async function lockBranchSeats(db: Db, branchId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${0x62726b66}, ${branchId})`);
}

export async function findByIdempotencyKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: requests.id, kind: requests.kind, requestHash: requests.requestHash })
    .from(requests)
    .where(eq(requests.idempotencyKey, key))
    .limit(1);
  return row;
}

/** Stores the request unless its key is taken; undefined then (the caller reads the first one). */
export async function insertRequest(db: Db, values: NewRequest): Promise<number | undefined> {
  const [row] = await db
    .insert(requests)
    .values(values)
    .onConflictDoNothing({ target: requests.idempotencyKey })
    .returning({ id: requests.id });
  return row?.id;
}

export async function insertLog(
  db: Db,
  entry: { requestId: number; userId: number | null; action: string; message?: string },
) {
  await db.insert(requestLog).values({ ...entry, message: entry.message ?? '' });
}

export async function insertMessageRows(db: Db, rows: NewMessageRow[]) {
  if (rows.length > 0) await db.insert(messages).values(rows);
}

const staffColumns = {
  request: requests,
  branch: { id: branches.id, name: branches.name, email: branches.email, phone: branches.phone },
};

export type StaffRequestRow = {
  request: RequestRow;
  branch: { id: number; name: string; email: string | null; phone: string | null };
};

export async function listRequests(
  db: Db,
  filter: {
    branchIds: readonly number[] | undefined;
    status?: RequestStatus | undefined;
    kind?: RequestKind | undefined;
    branch?: number | undefined;
    /** Requests whose appointment, or without one whose arrival, falls in [from, to). */
    range?: { from: Date; to: Date } | undefined;
  },
): Promise<StaffRequestRow[]> {
  const conditions: SQL[] = [];
  if (filter.branchIds !== undefined) conditions.push(inArray(requests.branchId, [...filter.branchIds, -1]));
  if (filter.branch !== undefined) conditions.push(eq(requests.branchId, filter.branch));
  if (filter.status) conditions.push(eq(requests.status, filter.status));
  if (filter.kind) conditions.push(eq(requests.kind, filter.kind));
  if (filter.range) {
    const day = sql`coalesce(${requests.appointment}, ${requests.createdAt})`;
    conditions.push(
      sql`${day} >= ${filter.range.from.toISOString()} and ${day} < ${filter.range.to.toISOString()}`,
    );
  }
  return db
    .select(staffColumns)
    .from(requests)
    .innerJoin(branches, eq(branches.id, requests.branchId))
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(500);
}

export async function findRequest(db: Db, id: number): Promise<StaffRequestRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(requests)
    .innerJoin(branches, eq(branches.id, requests.branchId))
    .where(eq(requests.id, id))
    .limit(1);
  return row;
}

export async function countNewRequests(db: Db, branchIds: readonly number[] | undefined): Promise<number> {
  const conditions: SQL[] = [eq(requests.status, 'new')];
  if (branchIds !== undefined) conditions.push(inArray(requests.branchId, [...branchIds, -1]));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** Moves a new request to its answer; false when another answer came first. */
export async function answerRequest(db: Db, id: number, status: 'confirmed' | 'declined', at: Date) {
  const rows = await db
    .update(requests)
    .set({ status, answeredAt: at })
    .where(and(eq(requests.id, id), eq(requests.status, 'new')))
    .returning({ id: requests.id });
  return rows.length > 0;
}

export async function updateNote(db: Db, id: number, note: string) {
  await db.update(requests).set({ note }).where(eq(requests.id, id));
}

export async function listLog(db: Db, requestId: number) {
  return db
    .select({
      id: requestLog.id,
      action: requestLog.action,
      message: requestLog.message,
      userName: users.name,
      createdAt: requestLog.createdAt,
    })
    .from(requestLog)
    .leftJoin(users, eq(users.id, requestLog.userId))
    .where(eq(requestLog.requestId, requestId))
    .orderBy(asc(requestLog.id));
}

export async function listMessages(db: Db, requestId: number) {
  return db.select().from(messages).where(eq(messages.requestId, requestId)).orderBy(asc(messages.id));
}

export async function findMessage(db: Db, requestId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.requestId, requestId), eq(messages.id, messageId)))
    .limit(1);
  return row;
}
