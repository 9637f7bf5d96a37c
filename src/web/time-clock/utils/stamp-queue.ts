import {
  activityStatus,
  type ActivityStatus,
  type ActivityTimes,
} from '../../../domain/time-tracking/activity-rules.js';
import { applyStamp, isTimeProblem } from '../../../domain/time-tracking/clock.js';
import type { ClockAction } from '../../../domain/time-tracking/clock-failures.js';

/**
 * A stamp as the phone made it: its own id (so a repeat is recognised by the server) and its own time
 * (so a stamp sent after a network loss counts when it was made, not when it arrived).
 */
export type QueuedStamp = {
  id: string;
  action: ClockAction;
  at: string;
  branch?: number | null;
  project?: number | null;
  task?: number | null;
};

/** What became of one sending: arrived (also as a repeat), refused with the server's reasons, or not. */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'refused'; messages: string[] } | { kind: 'unreachable' };

export type StampStore = { read: () => QueuedStamp[]; write: (stamps: QueuedStamp[]) => void };

export type Refusal = { stamp: QueuedStamp; messages: string[] };
export type FlushResult = { sent: number; refused: Refusal[]; pending: number };

const ID_BYTES = 16;

/** 128 random bits in the id alphabet the server accepts ([A-Za-z0-9_-]). */
export function newStampId(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
) {
  const bytes = fill(new Uint8Array(ID_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Adds a stamp at the end; a stamp already queued (same id) is not queued twice. */
export function enqueue(queue: readonly QueuedStamp[], stamp: QueuedStamp): QueuedStamp[] {
  return queue.some((queued) => queued.id === stamp.id) ? [...queue] : [...queue, stamp];
}

/**
 * Sends the queued stamps one after the other, oldest first: their order matters (a pause needs its
 * start). Each stamp leaves the queue only when the server answered it; an unreachable server stops the
 * sending and keeps the rest for the next try. A refused stamp is dropped with its reasons, as sending it
 * again would be refused again. The store is read before and written after each stamp, so a stamp
 * queued meanwhile (a tap while sending) is kept.
 */
export async function flushQueue(
  store: StampStore,
  send: (stamp: QueuedStamp) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const refused: Refusal[] = [];
  let sent = 0;
  for (;;) {
    const [next] = store.read();
    if (next === undefined) break;
    const outcome = await send(next);
    if (outcome.kind === 'unreachable') break;
    store.write(store.read().filter((stamp) => stamp.id !== next.id));
    if (outcome.kind === 'sent') sent += 1;
    else refused.push({ stamp: next, messages: outcome.messages });
  }
  return { sent, refused, pending: store.read().length };
}

/**
 * The activity as it will be once the queued stamps arrive: what the page shows while they wait.
 * A stamp the rules would refuse is left out here; the server refuses it too, with its reason.
 */
export function projectActivity(
  known: ActivityTimes | null,
  queue: readonly QueuedStamp[],
): ActivityTimes | null {
  let current = known;
  for (const stamp of queue) {
    const at = new Date(stamp.at);
    if (stamp.action === 'start') {
      if (current === null || current.endedAt !== null)
        current = { startedAt: at, endedAt: null, pauses: [] };
      continue;
    }
    const next = applyStamp(current ?? undefined, stamp.action, at);
    if (!isTimeProblem(next)) current = next;
  }
  return current;
}

export function statusOf(times: ActivityTimes | null): ActivityStatus | 'none' {
  return times === null ? 'none' : activityStatus(times);
}

/** The stamps a status allows: the page offers exactly these. */
export function allowedActions(status: ActivityStatus | 'none'): ClockAction[] {
  switch (status) {
    case 'none':
    case 'ended':
      return ['start'];
    case 'running':
      return ['pause', 'end'];
    case 'paused':
      return ['resume', 'end'];
  }
}

/** The queue of one clock link in the browser's storage; unreadable contents count as empty. */
export function storageStampStore(storage: Storage, key: string): StampStore {
  return {
    read: () => {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? (parsed as QueuedStamp[]) : [];
      } catch {
        return [];
      }
    },
    write: (stamps) => {
      if (stamps.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(stamps));
    },
  };
}
