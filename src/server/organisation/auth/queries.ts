import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { loginAttempts, sessions, userBranches, users } from '../../db/schema/index.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function listBranchIdsOfUser(db: Db, userId: number) {
  const rows = await db
    .select({ id: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, userId));
  return rows.map((row) => row.id);
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, isSuccessful: boolean, at: Date) {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, isSuccessful, createdAt: at });
}

/**
 * Failed attempts since `since`, in one statement: for this account from this address, from this address
 * for any account, and for this account from anywhere; with the oldest of the first two, which decides
 * how long a throttled client waits.
 */
export async function countRecentFailures(db: Db, email: string, ip: string, since: Date) {
  const sameAccount = sql`lower(${loginAttempts.email}) = lower(${email})`;
  const sameAddress = sql`${loginAttempts.ip} = ${ip}`;
  const [row] = await db
    .select({
      byAccountAndAddress: sql<number>`count(*) filter (where ${sameAccount} and ${sameAddress})::int`,
      byAddress: sql<number>`count(*) filter (where ${sameAddress})::int`,
      byAccount: sql<number>`count(*) filter (where ${sameAccount})::int`,
      oldestFromAddress: sql<
        Date | string | null
      >`min(${loginAttempts.createdAt}) filter (where ${sameAddress})`,
    })
    .from(loginAttempts)
    .where(
      and(
        sql`(${sameAccount} or ${sameAddress})`,
        gt(loginAttempts.createdAt, since),
        eq(loginAttempts.isSuccessful, false),
      ),
    );
  return {
    byAccountAndAddress: Number(row?.byAccountAndAddress ?? 0),
    byAddress: Number(row?.byAddress ?? 0),
    byAccount: Number(row?.byAccount ?? 0),
    oldestFromAddress: row?.oldestFromAddress ? new Date(row.oldestFromAddress) : undefined,
  };
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/**
 * A live session with what every signed-in call needs of its user (account state, roles, branches), in
 * one statement instead of three; prepared, as every signed-in call reads it.
 */
const sessionWithUser = preparedStatement('session_with_user', (db: Db, name) =>
  db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrfToken,
      sessionExpiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        roles: users.roles,
        isEnabled: users.isEnabled,
        isLocked: users.isLocked,
        expiresAt: users.expiresAt,
      },
      branchIds: sql<
        number[]
      >`array(select ${userBranches.branchId} from ${userBranches} where ${userBranches.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(name),
);

export async function findSessionWithUser(db: Db, id: string, now: Date) {
  const [row] = await sessionWithUser(db, { id, now: now.toISOString() });
  return row;
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
