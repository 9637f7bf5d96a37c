import { userMessages, type UserEntity, type UserInput } from '../../../domain/schemas/entities/user.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { groupBy } from '../../lib/group-by.js';
import { assertPasswordNotLeaked, hashPassword } from '../auth/password.js';
import type { Actor, EntityService } from '../entities/entity-service.js';
import {
  deleteSessionsOfUser,
  deleteUser,
  insertUser,
  listUserBranchRows,
  listUserRows,
  replaceUserBranches,
  updateUser,
} from './queries.js';

/** The users `ids` (all when undefined); the password hash never leaves this function. */
async function readUsers(db: Db, ids?: readonly number[]): Promise<UserEntity[]> {
  const [rows, branchRows] = await Promise.all([listUserRows(db, ids), listUserBranchRows(db, ids)]);
  const branchesByUser = groupBy(branchRows, (row) => row.userId);
  return rows.map(({ passwordHash, ...row }) => ({
    ...row,
    branches: (branchesByUser.get(row.id) ?? []).map((link) => ({ id: link.branchId })),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    credentialsExpireAt: row.credentialsExpireAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    hasPassword: passwordHash !== null,
  }));
}

const accountValues = (input: UserInput) => ({
  email: input.email,
  name: input.name,
  roles: input.roles,
  departmentId: input.department,
  isEnabled: input.isEnabled,
  isLocked: input.isLocked,
  expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
  credentialsExpireAt: input.credentialsExpireAt === null ? null : new Date(input.credentialsExpireAt),
});

async function passwordHashOf(password: string) {
  assertPasswordNotLeaked(password, 'password');
  return hashPassword(password);
}

/** An administrator cannot lock themselves out: no self-demotion, no disabling or locking oneself. */
function assertNotLockingOut(actor: Actor, id: number, input: UserInput) {
  if (actor.user.id !== id) return;
  if (actor.user.roles.includes('ROLE_ADMIN') && !input.roles.includes('ROLE_ADMIN'))
    throw new HttpError(422, userMessages.selfDemote, 'roles');
  if (!input.isEnabled) throw new HttpError(422, userMessages.selfDisable, 'isEnabled');
  if (input.isLocked) throw new HttpError(422, userMessages.selfDisable, 'isLocked');
}

/**
 * Staff accounts. The e-mail address is unique regardless of case (409 on 'email'); a password is
 * hashed with argon2id and refused when it appears in a leak. A user who is disabled, locked or given a
 * new password by someone else is signed out everywhere.
 */
export const userService: EntityService<UserInput, UserEntity, Record<string, never>> = {
  list: (db) => readUsers(db),
  get: async (db, id) => (await readUsers(db, [id]))[0],
  create: async (tx, input) => {
    const passwordHash = input.password ? await passwordHashOf(input.password) : null;
    const id = await insertUser(tx, { ...accountValues(input), passwordHash });
    await replaceUserBranches(
      tx,
      id,
      input.branches.map((branch) => branch.id),
    );
    return id;
  },
  update: async (tx, id, input, actor) => {
    assertNotLockingOut(actor, id, input);
    const passwordHash = input.password ? await passwordHashOf(input.password) : undefined;
    await updateUser(tx, id, { ...accountValues(input), ...(passwordHash ? { passwordHash } : {}) });
    await replaceUserBranches(
      tx,
      id,
      input.branches.map((branch) => branch.id),
    );
    // A new password ends every other session, so whoever knew the old one is out (own change: this one stays).
    if (!input.isEnabled || input.isLocked) await deleteSessionsOfUser(tx, id);
    else if (passwordHash !== undefined)
      await deleteSessionsOfUser(tx, id, actor.user.id === id ? actor.sessionId : undefined);
  },
  remove: async (tx, id, actor) => {
    if (actor.user.id === id) throw new HttpError(422, userMessages.selfDelete);
    await deleteUser(tx, id);
  },
};
