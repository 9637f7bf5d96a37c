import type { DatabaseHandle } from '../../db/client.js';
import { createWindowLimit, type WindowLimit } from '../window-limit.js';
import { createBatchedCounts } from './batched-counts.js';
import { deleteExpiredCounters } from './queries.js';

/** One abuse limit: at most `limit` calls per key in `windowMs`, counted from the key's first call. */
export type LimitRule = { name: string; limit: number; windowMs: number };

export type Limits = {
  /**
   * Counts a call against each rule's key and answers how long the caller must wait, in ms: 0 when every
   * rule lets it go ahead.
   */
  hit(calls: { rule: LimitRule; key: string }[], now: Date): Promise<number>;
  /** Drops counters whose window has ended (the database's; memory drops its own). */
  sweep(now: Date): Promise<void>;
};

/** How often each instance deletes ended windows from the shared table. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * On a PostgreSQL server several instances may serve one shop, so the counters live in the database and
 * N instances enforce the numbers of one (ADR 036): calls that meet are counted in one statement. On the
 * embedded database there is one process, and memory counts as exactly and costs no statement.
 */
export function createLimits(database: DatabaseHandle): Limits {
  if (database.kind === 'postgres') {
    const count = createBatchedCounts(database.db);
    return {
      async hit(calls, now) {
        const counters = await count(
          calls.map(({ rule, key }) => ({ key: `${rule.name}:${key}`, windowMs: rule.windowMs })),
          now,
        );
        let wait = 0;
        calls.forEach(({ rule }, index) => {
          const counter = counters[index]!;
          if (counter.count > rule.limit) {
            wait = Math.max(wait, counter.expiresAt.getTime() - now.getTime(), 1);
          }
        });
        return wait;
      },
      async sweep(now) {
        await deleteExpiredCounters(database.db, now);
      },
    };
  }
  const windows = new Map<string, WindowLimit>();
  const windowOf = (rule: LimitRule) => {
    let window = windows.get(rule.name);
    if (window === undefined) {
      window = createWindowLimit({ limit: rule.limit, windowMs: rule.windowMs });
      windows.set(rule.name, window);
    }
    return window;
  };
  return {
    async hit(calls, now) {
      for (const { rule, key } of calls) {
        const wait = windowOf(rule)(key, now);
        if (wait > 0) return wait;
      }
      return 0;
    },
    async sweep() {},
  };
}
