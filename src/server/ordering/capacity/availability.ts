import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { makeMinutes } from '../../../domain/capacity/make-time.js';
import { earliestReady } from '../../../domain/capacity/ordering-state.js';
import { slotRoom, emptyUsage, nextSlotWithRoom } from '../../../domain/capacity/room.js';
import type { CapacitySettings } from '../../../domain/capacity/settings.js';
import { nextSlot, slotsOfDay, slotStart } from '../../../domain/capacity/slots.js';
import { addDays, viennaInstant, type LocalDate } from '../../../domain/opening-hours/vienna-time.js';
import type { Db } from '../../db/client.js';
import { currentOrderingState } from './ordering-state.js';
import { makeMinutesOf, peopleOnClock, slotUsage } from './queries.js';

const MINUTE = 60_000;
/** How far the next free time is looked for: a day of quarter hours. */
export const NEXT_FREE_SLOTS = 96;

export interface CartLine {
  productId: number;
  amount: number;
}

// Each product's make time for one catalogue version, per database: every order and every checkout's
// time picker asked PostgreSQL for the same few products (24 times a second in the rush bench). The
// catalogue's tables raise the version with every change (migration 0013), and a caller's version was
// read from the database, so an entry is never older than the version it is kept under.
const makeTimes = new WeakMap<Db, { version: number; minutes: Map<number, number> }>();

async function makeTimesOf(db: Db, productIds: number[], catalogueVersion: number | null) {
  const kept = makeTimes.get(db);
  const known = kept?.version === catalogueVersion ? kept.minutes : new Map<number, number>();
  const missing = productIds.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const read = await makeMinutesOf(db, missing);
  for (const id of missing) known.set(id, read.get(id) ?? 0);
  if (catalogueVersion !== null && makeTimes.get(db)?.minutes !== known) {
    makeTimes.set(db, { version: catalogueVersion, minutes: known });
  }
  return known;
}

/** The cart's make-time minutes; `catalogueVersion` (null: unknown) lets them be reused until it changes. */
export async function cartMakeMinutes(
  db: Db,
  lines: readonly CartLine[],
  catalogueVersion: number | null,
): Promise<number> {
  const minutes = await makeTimesOf(db, [...new Set(lines.map((line) => line.productId))], catalogueVersion);
  return makeMinutes(
    lines.map((line) => ({ amount: line.amount, minutes: minutes.get(line.productId) ?? 0 })),
  );
}

/** People of the branch's chosen department on the clock now; none without a department. */
export async function staffNow(db: Db, settings: CapacitySettings): Promise<number> {
  return settings.departmentId === null ? 0 : peopleOnClock(db, settings.departmentId);
}

export interface SlotFacts {
  start: Date;
  hasRoom: boolean;
  freeOrders: number | null;
  freeMinutes: number | null;
}

/** Every slot of a Vienna day with whether an order of `minutes` fits, for the checkout's picker. */
export async function daySlots(
  db: Db,
  input: {
    branchId: number;
    settings: CapacitySettings;
    date: LocalDate;
    method: OrderMethod;
    minutes: number;
  },
): Promise<SlotFacts[]> {
  const { settings } = input;
  if (!settings.isEnabled) return [];
  const from = viennaInstant(input.date, '00:00');
  const [usage, people] = await Promise.all([
    slotUsage(db, input.branchId, from, viennaInstant(addDays(input.date, 1), '00:00')),
    staffNow(db, settings),
  ]);
  return slotsOfDay(input.date, settings.slotMinutes).map((start) => ({
    start,
    ...slotRoom(settings, {
      start,
      method: input.method,
      minutes: input.minutes,
      usage: usage.get(start.getTime()) ?? emptyUsage(),
      people,
    }),
  }));
}

/**
 * The first slot from `from` on with room for the order among those `isOffered` allows, or null.
 */
export async function nextFreeSlot(
  db: Db,
  input: {
    branchId: number;
    settings: CapacitySettings;
    from: Date;
    method: OrderMethod;
    minutes: number;
    isOffered: (start: Date) => boolean;
  },
): Promise<Date | null> {
  const { settings } = input;
  const first = slotStart(input.from, settings.slotMinutes);
  const until = new Date(first.getTime() + NEXT_FREE_SLOTS * settings.slotMinutes * MINUTE);
  const [usage, people] = await Promise.all([
    slotUsage(db, input.branchId, first, until),
    staffNow(db, settings),
  ]);
  return nextSlotWithRoom(settings, {
    from: first,
    method: input.method,
    minutes: input.minutes,
    usageAt: (start) => usage.get(start.getTime()) ?? emptyUsage(),
    peopleAt: () => people,
    isOffered: input.isOffered,
    limit: NEXT_FREE_SLOTS,
  });
}

/** The board's strip: the slot now and the next three, with what they hold and what is free. */
export async function nextSlotsForBoard(db: Db, branchId: number, now: Date) {
  const { row, state } = await currentOrderingState(db, branchId, now);
  const { settings } = row;
  const first = slotStart(earliestReady(now, state), settings.slotMinutes);
  const starts = [first];
  while (starts.length < 4) starts.push(nextSlot(starts[starts.length - 1]!, settings.slotMinutes));
  const [usage, people] = settings.isEnabled
    ? await Promise.all([
        slotUsage(db, branchId, first, nextSlot(starts[3]!, settings.slotMinutes)),
        staffNow(db, settings),
      ])
    : [new Map<number, ReturnType<typeof emptyUsage>>(), 0];
  return {
    row,
    people,
    state,
    slots: starts.map((start) => {
      const used = usage.get(start.getTime()) ?? emptyUsage();
      const room = slotRoom(settings, { start, method: 'takeaway', minutes: 0, usage: used, people });
      const all = Object.values(used);
      return {
        start,
        orders: all.reduce((sum, one) => sum + one.orders, 0),
        minutes: all.reduce((sum, one) => sum + one.minutes, 0),
        freeOrders: room.freeOrders,
        freeMinutes: room.freeMinutes,
      };
    }),
  };
}
