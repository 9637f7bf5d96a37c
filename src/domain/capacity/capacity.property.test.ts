import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays } from '../opening-hours/rules.js';
import { addDays, viennaInstant, viennaParts } from '../opening-hours/vienna-time.js';
import { makeMinutes } from './make-time.js';
import { isPauseActive, orderingState } from './ordering-state.js';
import { emptyUsage, nextSlotWithRoom, ruleLimits, slotRoom, type SlotUsage } from './room.js';
import { capacitySettingsSchema, type CapacitySettings } from './settings.js';
import { isWithinHours, slotsOfDay, slotStart } from './slots.js';

const MINUTE = 60_000;
// Two weeks around each 2026 clock change (29 March, 25 October) and a plain November.
const instantArb = fc
  .constantFrom('2026-03-22', '2026-10-18', '2026-11-20')
  .chain((first) =>
    fc
      .integer({ min: 0, max: 14 * 24 * 60 - 1 })
      .map((minute) => new Date(viennaInstant(first, '00:00').getTime() + minute * MINUTE)),
  );
const lengthArb = fc.constantFrom(15 as const, 30 as const);
const lineArb = fc.record({
  amount: fc.double({ min: 0, max: 50, noNaN: true }),
  minutes: fc.integer({ min: 0, max: 60 }),
});
const clockArb = fc
  .integer({ min: 0, max: 95 })
  .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

describe('slots (property)', () => {
  it('a slot starts on the Vienna clock, contains the instant and is as long as set', () => {
    fc.assert(
      fc.property(instantArb, lengthArb, (instant, length) => {
        const start = slotStart(instant, length);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - start.getTime()).toBeLessThan(length * MINUTE);
        expect(Number(viennaParts(start).time.slice(3)) % length).toBe(0);
        expect(slotStart(start, length)).toEqual(start);
      }),
    );
  });

  it('a day has as many slots as it has hours, 23 and 25 on the clock-change days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), lengthArb, (offset, length) => {
        const date = addDays('2026-01-01', offset);
        const hours =
          (viennaInstant(addDays(date, 1), '00:00').getTime() - viennaInstant(date, '00:00').getTime()) /
          3_600_000;
        const slots = slotsOfDay(date, length);
        expect(slots).toHaveLength((hours * 60) / length);
        expect(new Set(slots.map((slot) => viennaParts(slot).date))).toEqual(new Set([date]));
      }),
    );
    expect(slotsOfDay('2026-03-29', 15)).toHaveLength(92);
    expect(slotsOfDay('2026-10-25', 15)).toHaveLength(100);
  });

  it('hours past midnight cover exactly the times not in the complementary window', () => {
    fc.assert(
      fc.property(clockArb, clockArb, clockArb, (from, to, time) => {
        fc.pre(from !== to);
        expect(isWithinHours(time, from, to)).toBe(!isWithinHours(time, to, from));
      }),
    );
  });
});

describe('make time (property)', () => {
  it('adds up over carts, never falls, and counts whole pieces', () => {
    fc.assert(
      fc.property(fc.array(lineArb), fc.array(lineArb), (a, b) => {
        expect(makeMinutes([...a, ...b])).toBe(makeMinutes(a) + makeMinutes(b));
        expect(makeMinutes(a)).toBeGreaterThanOrEqual(0);
        for (const line of a) expect(makeMinutes([line])).toBe(Math.ceil(line.amount) * line.minutes);
      }),
    );
  });
});

const settingsArb: fc.Arbitrary<CapacitySettings> = fc
  .record({
    slotMinutes: lengthArb,
    rules: fc.array(
      fc.record({
        channel: fc.constantFrom('all', 'takeaway', 'delivery', 'dineIn'),
        maxOrders: fc.option(fc.integer({ min: 0, max: 6 })),
        maxMinutes: fc.option(fc.integer({ min: 0, max: 60 })),
        ordersPerPerson: fc.integer({ min: 0, max: 3 }),
        minutesPerPerson: fc.integer({ min: 0, max: 20 }),
        weekdays: fc.subarray([...weekdays]),
        from: fc.option(clockArb),
        to: fc.option(clockArb),
      }),
      { maxLength: 4 },
    ),
  })
  .map((value) => capacitySettingsSchema.parse({ ...value, isEnabled: true }));
const methodArb = fc.constantFrom('takeaway' as const, 'delivery' as const, 'dineIn' as const);

describe('room in a slot (property)', () => {
  it('filling a slot one order at a time stops exactly at the tightest limit', () => {
    fc.assert(
      fc.property(
        settingsArb,
        instantArb,
        methodArb,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 5 }),
        (settings, instant, method, minutes, people) => {
          const start = slotStart(instant, settings.slotMinutes);
          const usage: SlotUsage = emptyUsage();
          let accepted = 0;
          while (accepted < 200 && slotRoom(settings, { start, method, minutes, usage, people }).hasRoom) {
            usage[method].orders += 1;
            usage[method].minutes += minutes;
            accepted += 1;
          }
          const room = slotRoom(settings, { start, method, minutes, usage: emptyUsage(), people });
          if (room.freeOrders === null && (room.freeMinutes === null || minutes === 0))
            expect(accepted).toBe(200);
          else {
            const byOrders = room.freeOrders ?? Infinity;
            const byMinutes =
              room.freeMinutes === null || minutes === 0 ? Infinity : Math.floor(room.freeMinutes / minutes);
            expect(accepted).toBe(Math.min(byOrders, byMinutes, 200));
          }
        },
      ),
    );
  });

  it('every person on the clock adds the rule’s rates, never takes room away', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 0, max: 20 }), (settings, people) => {
        for (const rule of settings.rules) {
          const fewer = ruleLimits(rule, people);
          const more = ruleLimits(rule, people + 1);
          if (fewer.orders !== null) expect(more.orders).toBe(fewer.orders + rule.ordersPerPerson);
          if (fewer.minutes !== null) expect(more.minutes).toBe(fewer.minutes + rule.minutesPerPerson);
        }
      }),
    );
  });

  it('the next slot with room is the first offered slot where one more order fits', () => {
    fc.assert(
      fc.property(
        settingsArb,
        instantArb,
        methodArb,
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 8 }),
        (settings, instant, method, fill) => {
          const from = slotStart(instant, settings.slotMinutes);
          const index = (start: Date) => (start.getTime() - from.getTime()) / (settings.slotMinutes * MINUTE);
          const usageAt = (start: Date) => {
            const usage = emptyUsage();
            usage[method] = { orders: fill[index(start)] ?? 0, minutes: (fill[index(start)] ?? 0) * 5 };
            return usage;
          };
          const found = nextSlotWithRoom(settings, {
            from,
            method,
            minutes: 5,
            usageAt,
            peopleAt: () => 1,
            isOffered: () => true,
            limit: 8,
          });
          const expected = fill.findIndex(
            (_, i) =>
              slotRoom(settings, {
                start: new Date(from.getTime() + i * settings.slotMinutes * MINUTE),
                method,
                minutes: 5,
                usage: usageAt(new Date(from.getTime() + i * settings.slotMinutes * MINUTE)),
                people: 1,
              }).hasRoom,
          );
          expect(found === null ? -1 : index(found)).toBe(expected);
        },
      ),
    );
  });
});

describe('pause windows (property)', () => {
  it('a pause holds from its start until its end, and without end until resumed', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.constantFrom(15, 30, 60, null),
        fc.integer({ min: -120, max: 120 }),
        (pausedAt, minutes, offset) => {
          const pausedUntil = minutes === null ? null : new Date(pausedAt.getTime() + minutes * MINUTE);
          const now = new Date(pausedAt.getTime() + offset * MINUTE);
          const active = isPauseActive({ busyMinutes: 0, pausedAt, pausedUntil }, now);
          expect(active).toBe(offset >= 0 && (minutes === null || offset < minutes));
          const state = orderingState(
            { busyMinutes: 0, pausedAt, pausedUntil },
            { busyAbove: null, busyMinutes: 15, pauseAbove: null },
            0,
            now,
          );
          expect(state.isPaused).toBe(active);
          if (active) expect(state.resumesAt).toEqual(pausedUntil);
        },
      ),
    );
  });

  it('the automatic rules follow the orders in progress, the longer lead time winning', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 20 })),
        fc.option(fc.integer({ min: 0, max: 40 })),
        fc.constantFrom(0, 15, 30),
        fc.constantFrom(15, 30),
        (inProgress, busyAbove, pauseAbove, manual, busyMinutes) => {
          const state = orderingState(
            { busyMinutes: manual, pausedAt: null, pausedUntil: null },
            { busyAbove, busyMinutes, pauseAbove },
            inProgress,
            new Date(),
          );
          expect(state.isPaused).toBe(pauseAbove !== null && inProgress > pauseAbove);
          const autoBusy = busyAbove !== null && inProgress > busyAbove && !state.isPaused;
          expect(state.extraMinutes).toBe(Math.max(manual, autoBusy ? busyMinutes : 0));
        },
      ),
    );
  });
});
