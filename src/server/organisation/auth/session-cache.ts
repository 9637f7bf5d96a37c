import type { CurrentUser } from '../../../domain/schemas/user.js';

/** A session as every signed-in call needs it, with the two dates that end it without any write. */
export type ResolvedSession = {
  sessionId: string;
  csrfToken: string;
  user: CurrentUser;
  sessionExpiresAt: Date;
  accountExpiresAt: Date | null;
};

type Entry = { session: ResolvedSession; storedAt: number };

/** More distinct sessions than a back office has staff; past it the oldest entry makes room. */
const MAX_ENTRIES = 5_000;

/**
 * Sessions this process resolved lately, by the token's hash (ADR 027). A busy list screen otherwise reads
 * the session, the user and the branches for every call, which on PGlite queues behind the list itself.
 *
 * Every write that can end a session or change its user (sign-out, sign-in replacing a cookie, password
 * change, any user write) calls `forget()` before it answers, so a revoked session is refused by the next
 * call in this process. A lookup that was running while `forget()` ran is not stored: it may have read the
 * rows from before the write. Only sessions that resolved are kept: unknown tokens always ask the
 * database, so guessing cannot fill the cache. The expiry dates are checked on every hit against the
 * caller's clock, exactly as the lookup checks them. `ttlMs` bounds how long a write by another process
 * (another app instance on the same PostgreSQL) goes unnoticed; 0 turns the cache off.
 */
export function createSessionCache(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const stillValid = (session: ResolvedSession, now: Date) =>
    session.sessionExpiresAt > now && (session.accountExpiresAt === null || session.accountExpiresAt > now);

  return {
    /** The session of `tokenHash` from the cache, or from `load` (the database) when not cached. */
    async resolve(
      tokenHash: string,
      now: Date,
      load: () => Promise<ResolvedSession | undefined>,
    ): Promise<ResolvedSession | undefined> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(tokenHash);
      if (entry && clock() - entry.storedAt < ttlMs) {
        if (stillValid(entry.session, now)) return entry.session;
        entries.delete(tokenHash);
        return undefined;
      }
      entries.delete(tokenHash);
      const startedIn = generation;
      const session = await load();
      if (session && startedIn === generation) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(tokenHash, { session, storedAt: clock() });
      }
      return session;
    },

    /** Drops every cached session: called after each write to sessions, users or their branches. */
    forget(): void {
      entries.clear();
      generation += 1;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
