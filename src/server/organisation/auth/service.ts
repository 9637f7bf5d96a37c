import { createHash, randomBytes } from 'node:crypto';
import type { LoginRequest, PasswordChangeRequest } from '../../../domain/auth/credentials.js';
import { authMessages } from '../../../domain/auth/messages.js';
import type { CurrentUser } from '../../../domain/schemas/user.js';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { HttpError } from '../../http/http-error.js';
import { assertPasswordNotLeaked, dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import {
  countRecentFailures,
  countUsers,
  deleteSession,
  findSessionWithUser,
  findUserByEmail,
  insertSession,
  insertUser,
  listBranchIdsOfUser,
  recordLoginAttempt,
  updateUser,
} from './queries.js';
import { deleteSessionsOfUser } from '../users/queries.js';
import { createSessionCache, type SessionCache } from './session-cache.js';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Failures counted within this window; after the limit the client waits until the oldest one ages out. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may have for one account (OWASP ASVS 5.0 V6: per account and address). */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Above this many failures for one account from anywhere (a spread-out guessing attack), every address
 * that has failed for it once is refused; an address that never failed still signs in with the right
 * password, so strangers cannot lock staff out.
 */
export const ACCOUNT_FAILURE_CEILING = 100;

export type UserRow = typeof users.$inferSelect;
export type ClientInfo = { ip: string; userAgent: string | undefined; now: Date };
export type SignedIn = { token: string; csrfToken: string; user: CurrentUser };
export type Auth = { sessionId: string; csrfToken: string; user: CurrentUser };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

async function presentUser(db: Db, user: UserRow): Promise<CurrentUser> {
  const branchIds = await listBranchIdsOfUser(db, user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    branches: branchIds.map((id) => ({ id })),
  };
}

/** Why this account may not sign in now, as the spec's message; undefined when it may. */
export function accountRefusal(
  user: Pick<UserRow, 'isEnabled' | 'isLocked' | 'expiresAt'>,
  now: Date,
): HttpError | undefined {
  if (!user.isEnabled) return new HttpError(403, authMessages.accountDisabled);
  if (user.isLocked) return new HttpError(403, authMessages.accountLocked);
  if (user.expiresAt && user.expiresAt <= now) return new HttpError(403, authMessages.accountExpired);
  return undefined;
}

export async function assertNotThrottled(db: Db, email: string, client: ClientInfo) {
  const since = new Date(client.now.getTime() - THROTTLE_WINDOW_MS);
  const failures = await countRecentFailures(db, email, client.ip, since);
  const throttled =
    failures.byAccountAndAddress >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
    failures.byAddress >= MAX_FAILURES_PER_ADDRESS ||
    (failures.byAccount >= ACCOUNT_FAILURE_CEILING && failures.byAccountAndAddress > 0);
  if (!throttled) return;
  const oldest = failures.oldestFromAddress ?? client.now;
  const minutes = Math.max(
    1,
    Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - client.now.getTime()) / 60_000),
  );
  throw new HttpError(429, authMessages.tooManyAttempts(minutes), undefined, minutes * 60);
}

/** Checks e-mail and password with throttling; the same answer whether the account exists or not. */
async function checkCredentials(db: Db, request: LoginRequest, client: ClientInfo): Promise<UserRow> {
  await assertNotThrottled(db, request.email, client);
  const user = await findUserByEmail(db, request.email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, request.password)
    : (await verifyPassword(await dummyPasswordHash(), request.password), false);
  if (!user || !matches) {
    await recordLoginAttempt(db, request.email, client.ip, false, client.now);
    throw new HttpError(401, authMessages.invalidCredentials);
  }
  const refusal = accountRefusal(user, client.now);
  if (refusal) throw refusal;
  return user;
}

/** `sessions` keeps recently resolved sessions; every write here that ends a session makes it forget. */
export function createAuthService(db: Db, sessions: SessionCache = createSessionCache(0)) {
  /** Opens a session for a user already proven (by password or login link). */
  async function startSession(user: UserRow, client: ClientInfo, previousToken?: string): Promise<SignedIn> {
    // A new session id at every sign-in: a planted or stolen earlier cookie is worth nothing afterwards.
    if (previousToken) await deleteSession(db, hashToken(previousToken)).finally(() => sessions.forget());
    const token = newToken();
    const csrfToken = newToken();
    await insertSession(db, {
      id: hashToken(token),
      userId: user.id,
      csrfToken,
      expiresAt: new Date(client.now.getTime() + SESSION_TTL_MS),
      lastSeenAt: client.now,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    await updateUser(db, user.id, { lastLoginAt: client.now });
    return { token, csrfToken, user: await presentUser(db, user) };
  }

  return {
    startSession,

    async signIn(request: LoginRequest, client: ClientInfo, previousToken?: string): Promise<SignedIn> {
      const user = await checkCredentials(db, request, client);
      if (user.credentialsExpireAt && user.credentialsExpireAt <= client.now) {
        throw new HttpError(403, authMessages.credentialsExpired, 'password');
      }
      await recordLoginAttempt(db, request.email, client.ip, true, client.now);
      return startSession(user, client, previousToken);
    },

    /** Ends every other session of the user; `keepSessionId` is the caller's own, kept when it is theirs. */
    async changePassword(
      request: PasswordChangeRequest,
      client: ClientInfo,
      keepSessionId?: { userId: number; sessionId: string },
    ): Promise<void> {
      const user = await checkCredentials(db, request, client);
      if (request.newPassword === request.password)
        throw new HttpError(422, authMessages.samePassword, 'newPassword');
      assertPasswordNotLeaked(request.newPassword);
      await updateUser(db, user.id, {
        passwordHash: await hashPassword(request.newPassword),
        credentialsExpireAt: null,
      });
      await deleteSessionsOfUser(
        db,
        user.id,
        keepSessionId?.userId === user.id ? keepSessionId.sessionId : undefined,
      ).finally(() => sessions.forget());
    },

    async authenticate(token: string, now: Date): Promise<Auth | undefined> {
      const id = hashToken(token);
      const session = await sessions.resolve(id, now, async () => {
        const row = await findSessionWithUser(db, id, now);
        if (!row || accountRefusal(row.user, now)) return undefined;
        const { id: userId, email, name, roles, expiresAt } = row.user;
        return {
          sessionId: row.sessionId,
          csrfToken: row.csrfToken,
          user: { id: userId, email, name, roles, branches: row.branchIds.map((branch) => ({ id: branch })) },
          sessionExpiresAt: row.sessionExpiresAt,
          accountExpiresAt: expiresAt,
        };
      });
      return session && { sessionId: session.sessionId, csrfToken: session.csrfToken, user: session.user };
    },

    async signOut(sessionId: string): Promise<void> {
      await deleteSession(db, sessionId).finally(() => sessions.forget());
    },

    /**
     * The very first start has nobody to sign in: create an administrator with a random one-time password
     * that has to be replaced at the first sign-in.
     */
    /**
     * The first start creates an administrator. Without a given password it gets a random one-time
     * password that must be changed at the first sign-in; a given one (INITIAL_ADMIN_PASSWORD, for
     * automated set-ups and the browser tests) is the operator's own choice and stays valid.
     */
    async ensureFirstAdmin(
      now: Date,
      given?: string,
    ): Promise<{ email: string; password: string } | undefined> {
      if ((await countUsers(db)) > 0) return undefined;
      const email = 'admin@tischlein.local';
      const password = given ?? randomBytes(12).toString('base64url');
      await insertUser(db, {
        email,
        name: 'Administrator',
        passwordHash: await hashPassword(password),
        roles: ['ROLE_ADMIN'],
        credentialsExpireAt: given ? null : now,
      });
      return { email, password };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
