/**
 * The status page's answers, ready to send. Every waiting guest polls every 10 s, and between two changes
 * of an order every poll would read the same rows. The orders table announces each change of a placed
 * order (migration 0003), so an answer stays here until its order changes, this instance reconnects to
 * the database (a lost notification), or its time runs out: between half and all of `ttlMs`. The branch's
 * contact data is in the answer too: when the public data changes (the branches table among it, ADR 036),
 * every answer runs out within `refreshMs`, at a random moment each, so that an edit of the menu at lunch
 * does not make 2,000 guests' answers be read again in the same second. Answers read together (2,000
 * guests after a restart or a reconnect) run out spread for the same reason. Orders still waiting for
 * their payment are not announced, so they are never cached.
 */
export type PublicOrderCache = {
  /** Taken before reading an order; `set` keeps the answer only if its order was not dropped since. */
  epoch(): number;
  get(uid: string): CachedAnswer | undefined;
  set(uid: string, answer: CachedAnswer, epoch: number): void;
  drop(orderId: number): void;
  /** The public data changed: every answer, and every read begun before now, lasts at most `refreshMs`. */
  refreshSoon(): void;
  clear(): void;
};

export type CachedAnswer = { orderId: number; hash: string; body: string };

export function createPublicOrderCache(options: {
  ttlMs: number;
  refreshMs: number;
  maxEntries: number;
  now?: () => number;
  random?: () => number;
}) {
  const clock = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const entries = new Map<string, CachedAnswer & { expiresAt: number }>();
  const uidOf = new Map<number, string>();
  let epoch = 0;
  // Each order's last announced change, by epoch. Only a change of the order that was read spoils the
  // read: with a global epoch, 15 changes a second of other orders kept any read slower than 66 ms out
  // of the cache, and under load every poll read the database (issue 26's rush). Bounded: the oldest
  // records are forgotten, and a read begun before a forgotten change is not kept.
  const changedAt = new Map<number, number>();
  let forgottenUpTo = 0;
  // Reads begun before the last public data change may hold the branch's old contact data.
  let refreshedAt = 0;
  const refreshAt = () => clock() + options.refreshMs * random();
  const isSpoiled = (orderId: number, seenEpoch: number) =>
    (changedAt.get(orderId) ?? 0) > seenEpoch || (seenEpoch < forgottenUpTo && !changedAt.has(orderId));

  const remove = (uid: string) => {
    const entry = entries.get(uid);
    if (entry === undefined) return;
    entries.delete(uid);
    uidOf.delete(entry.orderId);
  };

  const cache: PublicOrderCache = {
    epoch: () => epoch,
    get(uid) {
      const entry = entries.get(uid);
      if (entry === undefined) return undefined;
      if (clock() >= entry.expiresAt) {
        remove(uid);
        return undefined;
      }
      return entry;
    },
    set(uid, answer, seenEpoch) {
      // A change of this order announced while it was being read may not be in this answer.
      if (options.ttlMs <= 0 || isSpoiled(answer.orderId, seenEpoch)) return;
      remove(uid);
      if (entries.size >= options.maxEntries) {
        // Maps iterate in insertion order: the oldest answer goes first.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      const expiresAt = clock() + options.ttlMs * (0.5 + random() / 2);
      entries.set(uid, {
        ...answer,
        expiresAt: seenEpoch < refreshedAt ? Math.min(expiresAt, refreshAt()) : expiresAt,
      });
      uidOf.set(answer.orderId, uid);
    },
    drop(orderId) {
      epoch += 1;
      changedAt.delete(orderId);
      changedAt.set(orderId, epoch);
      if (changedAt.size > options.maxEntries) {
        const [oldest, at] = changedAt.entries().next().value!;
        changedAt.delete(oldest);
        forgottenUpTo = at;
      }
      const uid = uidOf.get(orderId);
      if (uid !== undefined) remove(uid);
    },
    refreshSoon() {
      epoch += 1;
      refreshedAt = epoch;
      for (const entry of entries.values()) entry.expiresAt = Math.min(entry.expiresAt, refreshAt());
    },
    clear() {
      epoch += 1;
      // After a reconnect any order may have changed unheard: reads begun before it are not kept.
      changedAt.clear();
      forgottenUpTo = epoch;
      entries.clear();
      uidOf.clear();
    },
  };
  return cache;
}
