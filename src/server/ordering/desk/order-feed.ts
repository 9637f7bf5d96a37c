import type { FastifyBaseLogger } from 'fastify';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { isReadyForPickup, type PickupChange } from '../../../domain/order-board/pickup.js';
import type { Db } from '../../db/client.js';
import { orderedReads } from '../../lib/ordered-reads.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { isOrderEvent, ORDERS_CHANNEL, type BoardOrderEvent } from '../orders/order-events.js';
import { presentStaffOrder } from './present-staff-order.js';
import { findOrderWithItems } from '../orders/queries.js';
import { readOrderVersions } from './staff-queries.js';

/** `null`: events may have been missed, every list looks again. */
export type FeedListener = (event: BoardOrderEvent | null) => void;

export type OrderFeed = {
  subscribe(listener: FeedListener): Promise<() => void>;
  /** The branches' versions now (all branches for undefined). */
  versions(branchIds: readonly number[] | undefined): Promise<Record<string, number>>;
};

/**
 * The order events of one instance with the changed order attached, read once per event however many
 * boards listen: a board then applies the change instead of reloading its whole list, so a busy lunch
 * costs the database one order read per change, not one list per board and change. Events pass on in the
 * order they arrived (their versions' order); their reads run side by side.
 */
export function createOrderFeed(events: EventBus, db: Db, log: FastifyBaseLogger): OrderFeed {
  const listeners = new Set<FeedListener>();
  let started: Promise<unknown> | undefined;
  const deliver = (event: BoardOrderEvent | null) => {
    for (const listener of listeners) listener(event);
  };
  const attach = async (payload: unknown): Promise<BoardOrderEvent | null> => {
    if (!isOrderEvent(payload)) return null;
    if (payload.type === 'deleted') return { ...payload, order: null };
    const found = await findOrderWithItems(db, payload.orderId);
    // Deleted since: a later event says so.
    if (found === undefined) return { ...payload, order: null };
    return { ...payload, order: presentStaffOrder(found.order, found.branch, found.items) };
  };
  const received = orderedReads(
    (payload: unknown) => (payload === null ? Promise.resolve(null) : attach(payload)),
    deliver,
    (error: unknown) => {
      // Without the order the boards cannot apply the change: they reload instead.
      log.error({ err: error }, 'an order event could not be read for the boards');
      deliver(null);
    },
  );
  return {
    async subscribe(listener) {
      listeners.add(listener);
      started ??= events.subscribe(ORDERS_CHANNEL, received).catch((error: unknown) => {
        started = undefined;
        throw error;
      });
      await started;
      return () => listeners.delete(listener);
    },
    versions: (branchIds) => readOrderVersions(db, branchIds),
  };
}

/** The part of an order change a pickup TV needs. */
export function pickupChangeOf(event: BoardOrderEvent, now: Date): PickupChange {
  if (event.order === null) return { version: event.version, gone: true };
  return {
    version: event.version,
    ticketNumber: event.order.ticketNumber,
    ready: isReadyForPickup(event.order, viennaParts(now).date),
  };
}

const feeds = new WeakMap<EventBus, OrderFeed>();

/** The instance's one feed, made when the first board connects. */
export function orderFeedOf(ctx: { events: EventBus; database: { db: Db } }, log: FastifyBaseLogger) {
  let feed = feeds.get(ctx.events);
  if (feed === undefined) {
    feed = createOrderFeed(ctx.events, ctx.database.db, log);
    feeds.set(ctx.events, feed);
  }
  return feed;
}
