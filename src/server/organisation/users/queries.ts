import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, userBranches, users } from '../../db/schema/index.js';

// The readers take the users to read (`ids`), or read all of them when it is undefined.
const among = (column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

export function listUserRows(db: Db, ids?: readonly number[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.roles,
      department: users.departmentId,
      isEnabled: users.isEnabled,
      isLocked: users.isLocked,
      expiresAt: users.expiresAt,
      credentialsExpireAt: users.credentialsExpireAt,
      passwordHash: users.passwordHash,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(among(users.id, ids))
    .orderBy(asc(users.name), asc(users.id));
}

export function listUserBranchRows(db: Db, ids?: readonly number[]) {
  return db
    .select()
    .from(userBranches)
    .where(among(userBranches.userId, ids))
    .orderBy(asc(userBranches.branchId));
}

type UserValues = Omit<
  typeof users.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'failedLoginCount' | 'lastLoginAt' | 'timeTrackingTokenHash'
>;

export async function insertUser(db: Db, values: UserValues) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export async function updateUser(db: Db, id: number, values: Partial<UserValues>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function replaceUserBranches(db: Db, userId: number, branchIds: readonly number[]) {
  await db.delete(userBranches).where(eq(userBranches.userId, userId));
  if (branchIds.length > 0)
    await db.insert(userBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

/** Signs the user out everywhere, except in the session `keep` (the one changing its own password). */
export async function deleteSessionsOfUser(db: Db, userId: number, keep?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.id, keep)));
}
