import type { Db } from '../../db/client.js';
import { countCalls } from './queries.js';

/** One call to count under its key, with the window a first call starts. */
export type CountedCall = { key: string; windowMs: number };
/** Where a call stands in its key's window: its own number in the window, and the window's end. */
export type Counter = { count: number; expiresAt: Date };

type Waiting = {
  calls: CountedCall[];
  now: Date;
  resolve: (counters: Counter[]) => void;
  reject: (error: unknown) => void;
};

/**
 * Counts calls in PostgreSQL as a group commit writes a log: a call goes at once while no statement is
 * out; calls that arrive meanwhile wait for it and then go together in one statement, each key raised by
 * its number of calls. Under a rush that is one statement for many orders instead of one each (ADR 036),
 * and a quiet shop waits for nothing. Every call still gets its own number, in the order calls arrived,
 * exactly as if each had been counted alone.
 */
export function createBatchedCounts(db: Db) {
  let queue: Waiting[] = [];
  let busy = false;

  async function send(batch: Waiting[]) {
    const raised = new Map<string, { windowMs: number; calls: number }>();
    for (const waiting of batch) {
      for (const call of waiting.calls) {
        const entry = raised.get(call.key);
        if (entry === undefined) raised.set(call.key, { windowMs: call.windowMs, calls: 1 });
        else entry.calls += 1;
      }
    }
    // The batch's latest clock: a window may start a few milliseconds after its first call came in.
    const now = new Date(Math.max(...batch.map((waiting) => waiting.now.getTime())));
    try {
      const counted = await countCalls(
        db,
        [...raised].map(([key, { windowMs, calls }]) => ({ key, windowMs, calls })),
        now,
      );
      const given = new Map<string, number>();
      for (const waiting of batch) {
        waiting.resolve(
          waiting.calls.map(({ key }) => {
            const row = counted.get(key)!;
            const before = given.get(key) ?? 0;
            given.set(key, before + 1);
            return { count: row.count - raised.get(key)!.calls + before + 1, expiresAt: row.expiresAt };
          }),
        );
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  async function drain() {
    busy = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await send(batch);
    }
    busy = false;
  }

  /** Counts the calls and answers each one's counter, in the order of `calls`. */
  return (calls: CountedCall[], now: Date) =>
    new Promise<Counter[]>((resolve, reject) => {
      queue.push({ calls, now, resolve, reject });
      if (!busy) void drain();
    });
}
