import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream, type EventStream } from '../../http/event-stream.js';
import { HttpError } from '../../http/http-error.js';
import { capacityMessages } from '../../../domain/capacity/messages.js';

/** A guest refused for the limit tries the stream again after this long; the page polls meanwhile. */
const RETRY_AFTER_SECONDS = 30;

export type OrderingStatusFeeds = {
  /** Refuses before any work when no stream may be opened now (the page keeps polling). */
  assertRoom(): void;
  /** Follows the branch's ordering status until the guest goes away: at once, then on every change. */
  open(request: FastifyRequest, reply: FastifyReply, branchId: number): void;
  /** A change made through this instance: its listeners hear it now, not at the next look. */
  changed(branchId: number): void;
  readonly size: number;
  stop(): void;
};

/**
 * The branch page's and checkout's live ordering status (ADR 037): whether the branch pauses online
 * orders, until when, and the extra lead time. A page listens on one stream instead of asking every
 * second. While a branch has listeners, its status is read once per `everyMs` for all of them and sent
 * when it differs from what they have: a change through this instance goes out at once, a change on
 * another instance or by an automatic rule within `everyMs` and the read's own cache.
 */
export function createOrderingStatusFeeds(deps: {
  limit: number;
  everyMs: number;
  /** The branch's public ordering status as JSON text, `{"data": …}`. */
  read: (branchId: number) => Promise<string>;
}): OrderingStatusFeeds {
  const branches = new Map<number, { streams: Set<EventStream>; last: string | null; reads: number }>();
  let size = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const look = (branchId: number) => {
    const feed = branches.get(branchId);
    if (feed === undefined) return;
    // Reads may finish out of order; an older one never replaces what a newer one sent.
    const read = (feed.reads += 1);
    deps.read(branchId).then(
      (json) => {
        if (read < feed.reads || json === feed.last) return;
        feed.last = json;
        for (const stream of feed.streams) stream.sendJson('status', json);
      },
      // The database did not answer: the pages keep what they have, and the next look tries again.
      () => undefined,
    );
  };

  const tick = () => {
    for (const branchId of branches.keys()) look(branchId);
  };

  const assertRoom = () => {
    if (size >= deps.limit) {
      throw new HttpError(503, capacityMessages.feedsFull, undefined, RETRY_AFTER_SECONDS);
    }
  };

  return {
    assertRoom,
    open(request, reply, branchId) {
      assertRoom();
      size += 1;
      const stream = openEventStream(request, reply, () => {
        size -= 1;
        const feed = branches.get(branchId);
        feed?.streams.delete(stream);
        if (feed?.streams.size === 0) branches.delete(branchId);
        if (branches.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      });
      if (stream.closed) return;
      let feed = branches.get(branchId);
      if (feed === undefined) {
        feed = { streams: new Set(), last: null, reads: 0 };
        branches.set(branchId, feed);
      }
      feed.streams.add(stream);
      // The status as of now, so a change between the page's first answer and this stream is not missed.
      if (feed.last === null) look(branchId);
      else stream.sendJson('status', feed.last);
      if (timer === undefined) {
        timer = setInterval(tick, deps.everyMs);
        timer.unref();
      }
    },
    changed(branchId) {
      look(branchId);
    },
    get size() {
      return size;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
