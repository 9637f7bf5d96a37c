/**
 * The status page's answers, ready to send. Every waiting guest polls every 10 s, and between two changes
 * of an order every poll would read the same rows. The orders table announces each change of a placed
 * order (migration 0003), so an answer stays here until its order changes, this instance reconnects to
 * the database (a lost notification), or `ttlMs` passes (the branch's contact data is in the answer too).
 * Orders still waiting for their payment are not announced, so they are never cached.
 */
export type PublicOrderCache = {
  /** Taken before reading an order; `set` keeps the answer only if nothing was dropped since. */
  epoch(): number;
  get(uid: string): CachedAnswer | undefined;
  set(uid: string, answer: CachedAnswer, epoch: number): void;
  drop(orderId: number): void;
  clear(): void;
};

export type CachedAnswer = { orderId: number; hash: string; body: string };

export function createPublicOrderCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const clock = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer & { storedAt: number }>();
  const uidOf = new Map<number, string>();
  let epoch = 0;

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
      if (clock() - entry.storedAt >= options.ttlMs) {
        remove(uid);
        return undefined;
      }
      return entry;
    },
    set(uid, answer, seenEpoch) {
      // A change announced while the order was being read may not be in this answer.
      if (options.ttlMs <= 0 || seenEpoch !== epoch) return;
      remove(uid);
      if (entries.size >= options.maxEntries) {
        // Maps iterate in insertion order: the oldest answer goes first.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(uid, { ...answer, storedAt: clock() });
      uidOf.set(answer.orderId, uid);
    },
    drop(orderId) {
      epoch += 1;
      const uid = uidOf.get(orderId);
      if (uid !== undefined) remove(uid);
    },
    clear() {
      epoch += 1;
      entries.clear();
      uidOf.clear();
    },
  };
  return cache;
}
