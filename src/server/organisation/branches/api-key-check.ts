import type { Db } from '../../db/client.js';
import { PUBLIC_DATA_CHANNEL } from '../../db/public-data-version.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { findApiKeyHash, type BoardKind } from './api-key-queries.js';
import { BOARD_KEYS_CHANNEL, matchesStoredHash } from './api-keys.js';

export type ApiKeyCheck = {
  isValid(branchId: number, kind: BoardKind, key: string): Promise<boolean>;
  /** This instance changed a key: its next check reads the database, before any announcement arrives. */
  forget(): void;
  stop(): void;
};

/**
 * isValidApiKey with the stored hashes kept in memory: every call of a board (20 a branch at lunch, each
 * acting, reading its slot strip and its failed receipts) asked the database for the same hash, 26 times
 * a second in the rush bench. One check serves the whole app (AppContext.boardKeys). A hash is read again once any instance changed a key: the branches table's
 * public data announcement commits with the change (the board key announcement follows it), after a
 * reconnect (events may be lost), and at the latest after `ttlMs`. A read begun before such a change is
 * not kept. The presented key is still hashed and compared in constant time on every call.
 */
export async function createApiKeyCheck(deps: {
  db: Db;
  events: EventBus;
  ttlMs?: number;
  now?: () => number;
}): Promise<ApiKeyCheck> {
  const ttlMs = deps.ttlMs ?? 60_000;
  const clock = deps.now ?? Date.now;
  const stored = new Map<string, { hash: string | null; readAt: number }>();
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    stored.clear();
  };
  const stops = await Promise.all(
    [PUBLIC_DATA_CHANNEL, BOARD_KEYS_CHANNEL].map((channel) => deps.events.subscribe(channel, forgetAll)),
  );

  const storedHash = async (branchId: number, kind: BoardKind) => {
    const slot = `${branchId}:${kind}`;
    const known = stored.get(slot);
    if (known !== undefined && clock() - known.readAt < ttlMs) return known.hash;
    const seen = generation;
    const readAt = clock();
    const hash = await findApiKeyHash(deps.db, branchId, kind);
    if (seen === generation) stored.set(slot, { hash, readAt });
    return hash;
  };

  return {
    async isValid(branchId, kind, key) {
      return matchesStoredHash(await storedHash(branchId, kind), key);
    },
    forget: forgetAll,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
