import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream, type EventStream } from '../../http/event-stream.js';
import { HttpError } from '../../http/http-error.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { orderMessages } from '../orders/messages.js';
import { isOrderEvent, ORDERS_CHANNEL } from '../orders/order-events.js';

/** The open status streams of one process, beyond which guests are told to keep polling (STATUS_STREAM_LIMIT). */
export const DEFAULT_STATUS_STREAM_LIMIT = 5_000;

/** A guest refused for the limit tries the stream again after this long; the 10 s poll runs meanwhile. */
const RETRY_AFTER_SECONDS = 30;

export type StatusStreams = {
  /** Answers 503 when the limit is reached; otherwise follows the order until the guest goes away. */
  open(request: FastifyRequest, reply: FastifyReply, order: LinkedOrder): void;
  /** Refuses before any work when no stream may be opened now. */
  assertRoom(): void;
  readonly size: number;
};

export type LinkedOrder = { id: number; uid: string; hash: string };

/**
 * The status page's live feed. Every open stream of an order hears the order's public answer (the same JSON
 * the poll gets) whenever the orders table announces a change of it, from any instance (LISTEN). One
 * subscription serves all streams of the process, and an order's answer is read once per change however
 * many of its guests listen. After the listener reconnected (events may have been lost) every followed
 * order is read again. A stream whose order cannot be read ends, and the page polls until it reconnects.
 */
export async function createStatusStreams(deps: {
  events: EventBus;
  limit: number;
  /** The order's answer as JSON text, `{"data": …}` (the poll's cached answer). */
  read: (order: LinkedOrder) => Promise<string>;
}): Promise<StatusStreams & { stop: () => void }> {
  const followers = new Map<number, { order: LinkedOrder; streams: Set<EventStream> }>();
  let size = 0;
  // Reads may finish out of order (PostgreSQL serves them on several connections): a stream never gets an
  // answer read before the one it already has.
  let reads = 0;
  const lastSent = new WeakMap<EventStream, number>();

  const readFor = (order: LinkedOrder, streams: () => Iterable<EventStream>) => {
    const read = (reads += 1);
    deps.read(order).then(
      (json) => {
        for (const stream of streams()) {
          if ((lastSent.get(stream) ?? 0) > read) continue;
          lastSent.set(stream, read);
          stream.sendJson('order', json);
        }
      },
      () => {
        for (const stream of streams()) stream.end();
      },
    );
  };

  const announce = (orderId: number) => {
    const followed = followers.get(orderId);
    if (followed !== undefined) readFor(followed.order, () => followed.streams);
  };

  const stop = await deps.events.subscribe(ORDERS_CHANNEL, (event) => {
    if (event === null) for (const orderId of followers.keys()) announce(orderId);
    else if (isOrderEvent(event)) announce(event.orderId);
  });

  const assertRoom = () => {
    if (size >= deps.limit) {
      throw new HttpError(503, orderMessages.statusStreamsFull, undefined, RETRY_AFTER_SECONDS);
    }
  };

  return {
    assertRoom,
    open(request, reply, order) {
      assertRoom();
      size += 1;
      const stream = openEventStream(request, reply, () => {
        size -= 1;
        const followed = followers.get(order.id);
        followed?.streams.delete(stream);
        if (followed?.streams.size === 0) followers.delete(order.id);
      });
      if (stream.closed) return;
      let followed = followers.get(order.id);
      if (followed === undefined) {
        followed = { order, streams: new Set() };
        followers.set(order.id, followed);
      }
      followed.streams.add(stream);
      // The state as of now, so a change between the page's last poll and this stream is not missed.
      readFor(order, () => [stream]);
    },
    get size() {
      return size;
    },
    stop,
  };
}
