import type { OrderMethod } from '../cart/order-method.js';
import type { CapacityChannel, CapacityRule, CapacitySettings } from './settings.js';
import { isWithinHours, nextSlot, slotClock } from './slots.js';

/** What a slot holds already, per channel: orders and their make-time minutes. */
export type SlotUsage = Record<OrderMethod, { orders: number; minutes: number }>;

export const emptyUsage = (): SlotUsage => ({
  takeaway: { orders: 0, minutes: 0 },
  delivery: { orders: 0, minutes: 0 },
  dineIn: { orders: 0, minutes: 0 },
});

const channelCovers = (channel: CapacityChannel, method: OrderMethod) =>
  channel === 'all' || channel === method;

/** The rules in force for an order of `method` in the slot starting at `start`. */
export function rulesFor(settings: CapacitySettings, start: Date, method: OrderMethod): CapacityRule[] {
  const { weekday, time } = slotClock(start);
  return settings.rules.filter(
    (rule) =>
      channelCovers(rule.channel, method) &&
      (rule.weekdays.length === 0 || rule.weekdays.includes(weekday)) &&
      isWithinHours(time, rule.from, rule.to),
  );
}

/** A rule's limits with `people` of the branch's department on the clock; null is no limit. */
export function ruleLimits(
  rule: CapacityRule,
  people: number,
): { orders: number | null; minutes: number | null } {
  const staff = Math.max(0, Math.floor(people));
  return {
    orders: rule.maxOrders === null ? null : rule.maxOrders + rule.ordersPerPerson * staff,
    minutes: rule.maxMinutes === null ? null : rule.maxMinutes + rule.minutesPerPerson * staff,
  };
}

function usedUnder(rule: CapacityRule, usage: SlotUsage): { orders: number; minutes: number } {
  const methods = (Object.keys(usage) as OrderMethod[]).filter((method) =>
    channelCovers(rule.channel, method),
  );
  return methods.reduce(
    (sum, method) => ({
      orders: sum.orders + usage[method].orders,
      minutes: sum.minutes + usage[method].minutes,
    }),
    { orders: 0, minutes: 0 },
  );
}

export interface SlotRoom {
  /** Whether one more order of these minutes fits under every rule. */
  hasRoom: boolean;
  /** The tightest rule's orders and minutes still free (null: unlimited), for the board's strip. */
  freeOrders: number | null;
  freeMinutes: number | null;
}

const tighter = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Whether an order of `minutes` make time fits the slot, and what is free there. */
export function slotRoom(
  settings: CapacitySettings,
  input: { start: Date; method: OrderMethod; minutes: number; usage: SlotUsage; people: number },
): SlotRoom {
  if (!settings.isEnabled) return { hasRoom: true, freeOrders: null, freeMinutes: null };
  let freeOrders: number | null = null;
  let freeMinutes: number | null = null;
  let hasRoom = true;
  for (const rule of rulesFor(settings, input.start, input.method)) {
    const limits = ruleLimits(rule, input.people);
    const used = usedUnder(rule, input.usage);
    const orders = limits.orders === null ? null : limits.orders - used.orders;
    const minutes = limits.minutes === null ? null : limits.minutes - used.minutes;
    if ((orders !== null && orders < 1) || (minutes !== null && minutes < input.minutes)) hasRoom = false;
    freeOrders = tighter(freeOrders, orders === null ? null : Math.max(0, orders));
    freeMinutes = tighter(freeMinutes, minutes === null ? null : Math.max(0, minutes));
  }
  return { hasRoom, freeOrders, freeMinutes };
}

/**
 * The first slot from `from` on where the order fits and `isOffered` allows a time (opening hours, lead
 * time), looking at most `limit` slots ahead; null when none does.
 */
export function nextSlotWithRoom(
  settings: CapacitySettings,
  input: {
    from: Date;
    method: OrderMethod;
    minutes: number;
    usageAt: (start: Date) => SlotUsage;
    peopleAt: (start: Date) => number;
    isOffered: (start: Date) => boolean;
    limit: number;
  },
): Date | null {
  let start = input.from;
  for (let step = 0; step < input.limit; step += 1, start = nextSlot(start, settings.slotMinutes)) {
    if (!input.isOffered(start)) continue;
    const room = slotRoom(settings, {
      start,
      method: input.method,
      minutes: input.minutes,
      usage: input.usageAt(start),
      people: input.peopleAt(start),
    });
    if (room.hasRoom) return start;
  }
  return null;
}
