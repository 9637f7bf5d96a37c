import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays, type OpeningHoursRule } from '../opening-hours/rules.js';
import { shiftsOn } from '../opening-hours/shifts.js';
import { addDays, viennaInstant, viennaParts } from '../opening-hours/vienna-time.js';
import {
  breakfastDay,
  breakfastDays,
  checkBooking,
  freeIntervals,
  isShortOnTime,
  minutesLeft,
  OPENING_SHIFT_MINUTES,
  slotAt,
  slotsOn,
  SLOT_STEP_MINUTES,
  type SlotContext,
} from './slots.js';

const MINUTE = 60_000;

// Quarter hours make touching, overlapping and past-midnight shifts common; the windows straddle both
// 2026 clock changes (29 March, 25 October).
const timeArb = fc
  .integer({ min: 0, max: 95 })
  .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);
const windowArb = fc.constantFrom('2026-03-26', '2026-10-22');

const scenarioArb = windowArb.chain((firstDate) =>
  fc.record({
    firstDate: fc.constant(firstDate),
    rules: fc.array(
      fc.record({
        type: fc.constantFrom('daily', ...weekdays),
        from: timeArb,
        to: timeArb,
        isClosed: fc.boolean().chain((closed) => (closed ? fc.boolean() : fc.constant(false))),
      }) as fc.Arbitrary<OpeningHoursRule>,
      { maxLength: 5 },
    ),
    offset: fc.integer({ min: 0, max: 6 }),
    capacity: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    nowMinutes: fc.integer({ min: -2 * 24 * 60, max: 4 * 24 * 60 }),
    closedDay: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    takenSeed: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }),
  }),
);

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function contextOf(s: Scenario): { ctx: SlotContext; date: string } {
  const date = addDays(s.firstDate, s.offset);
  const restrictedDays =
    s.closedDay === undefined
      ? []
      : [{ date: addDays(s.firstDate, s.closedDay), isClosed: true, description: 'Betriebsurlaub' }];
  const base: SlotContext = {
    rules: s.rules,
    restrictedDays,
    now: new Date(viennaInstant(s.firstDate, '00:00').getTime() + s.nowMinutes * MINUTE),
    capacity: s.capacity,
    taken: new Map(),
  };
  // Seats taken in whatever slots the seed picks, so full and partly full slots both occur.
  const all = slotsOn({ ...base, now: new Date(0) }, date);
  const taken = new Map<number, number>();
  s.takenSeed.forEach((seats, i) => {
    const slot = all[i % Math.max(1, all.length)];
    if (slot) taken.set(slot.start.getTime(), seats);
  });
  return { ctx: { ...base, taken }, date };
}

const runs = { numRuns: 400 };

describe('breakfast slot properties', () => {
  it('offers slots only inside a shift of the day, from half an hour after opening, on 5-minute marks', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx, date } = contextOf(s);
        const shifts = shiftsOn(ctx.rules, date);
        for (const slot of slotsOn(ctx, date)) {
          expect(slot.start.getTime() % (5 * MINUTE)).toBe(0);
          expect(slot.end > slot.start).toBe(true);
          expect(slot.end.getTime() - slot.start.getTime()).toBeLessThanOrEqual(SLOT_STEP_MINUTES * MINUTE);
          const holder = shifts.find(
            (shift) =>
              slot.start.getTime() >= shift.start.getTime() + OPENING_SHIFT_MINUTES * MINUTE &&
              slot.end <= shift.end,
          );
          expect(holder).toBeDefined();
        }
      }),
      runs,
    );
  });

  it('walks real time across clock changes and past midnight: slots never overlap and step 30 minutes', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx, date } = contextOf(s);
        const slots = slotsOn(ctx, date);
        for (let i = 1; i < slots.length; i += 1) {
          expect(slots[i]!.start >= slots[i - 1]!.end).toBe(true);
        }
        for (const slot of slots) expect(slotAt(ctx, slot.start)?.start.getTime()).toBe(slot.start.getTime());
      }),
      runs,
    );
  });

  it('offers nothing on a closed restricted day', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx, date } = contextOf(s);
        if (ctx.restrictedDays.some((day) => day.date === date && day.isClosed)) {
          expect(slotsOn(ctx, date)).toEqual([]);
          expect(breakfastDay(ctx, date).intervals).toEqual([]);
        }
      }),
      runs,
    );
  });

  it('never offers a time before now, nor a full slot, and accepts every offered time for one person', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx, date } = contextOf(s);
        const day = breakfastDay(ctx, date);
        for (const interval of day.intervals) {
          expect(interval.start >= ctx.now).toBe(true);
          expect(interval.start.getTime() % (5 * MINUTE)).toBe(0);
          for (let t = interval.start.getTime(); t < interval.end.getTime(); t += 5 * MINUTE) {
            const answer = checkBooking(ctx, new Date(t), 1);
            if (viennaParts(new Date(t)).date <= addDays(viennaParts(ctx.now).date, 179)) {
              expect(answer).toHaveProperty('slot');
            }
          }
        }
      }),
      runs,
    );
  });

  it('refuses a booking bigger than the seats left and takes one that fits (capacity)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 40 }), (s, persons) => {
        const { ctx, date } = contextOf(s);
        for (const slot of slotsOn(ctx, date)) {
          if (slot.start < ctx.now) continue;
          const answer = checkBooking(ctx, slot.start, persons);
          const fits =
            ctx.capacity === null || (ctx.taken.get(slot.start.getTime()) ?? 0) + persons <= ctx.capacity;
          if (viennaParts(slot.start).date > addDays(viennaParts(ctx.now).date, 179)) continue;
          expect('slot' in answer).toBe(fits);
          if (!fits) expect(answer).toEqual({ refusal: 'full' });
        }
      }),
      runs,
    );
  });

  it('calls a day fully booked exactly when it has slots ahead but none free', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx, date } = contextOf(s);
        const ahead = slotsOn(ctx, date).filter((slot) => slot.end > ctx.now);
        const day = breakfastDay(ctx, date);
        expect(day.isFullyBooked).toBe(ahead.length > 0 && day.intervals.length === 0);
        if (ctx.capacity === null) expect(day.isFullyBooked).toBe(false);
      }),
      runs,
    );
  });

  it('lists each day of the date picker as the day on its own shows it', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx } = contextOf(s);
        for (const day of breakfastDays(ctx, 10)) expect(day).toEqual(breakfastDay(ctx, day.date));
      }),
      { numRuns: 200 },
    );
  });

  it('warns under 60 minutes left in an interval', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 24 * 12 }), (s, fives) => {
        const { ctx, date } = contextOf(s);
        const intervals = breakfastDay(ctx, date).intervals;
        const first = intervals[0];
        if (!first) return;
        const instant = new Date(first.start.getTime() + fives * 5 * MINUTE);
        const left = minutesLeft(intervals, instant);
        if (instant >= first.end) expect(left === null || intervals.length > 1).toBe(true);
        else expect(isShortOnTime(left)).toBe(first.end.getTime() - instant.getTime() < 60 * MINUTE);
      }),
      runs,
    );
  });
});

describe('breakfast slots, examples', () => {
  const openBreakfast: OpeningHoursRule[] = [{ type: 'daily', from: '07:00', to: '11:00', isClosed: false }];
  const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
    rules: openBreakfast,
    restrictedDays: [],
    now: new Date('2026-11-20T05:00:00Z'),
    capacity: 10,
    taken: new Map(),
    ...over,
  });

  it('starts half an hour after opening and ends at closing', () => {
    const slots = slotsOn(ctx(), '2026-11-21');
    expect(slots.map((slot) => viennaParts(slot.start).time)).toEqual([
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    expect(freeIntervals(slots, ctx().now)).toEqual([
      { start: viennaInstant('2026-11-21', '07:30'), end: viennaInstant('2026-11-21', '11:00') },
    ]);
  });

  it('rounds a start after the opening up to 5 minutes', () => {
    const rules: OpeningHoursRule[] = [{ type: 'daily', from: '07:15', to: '09:00', isClosed: false }];
    const now = new Date(viennaInstant('2026-11-21', '07:51').getTime() + 17_000);
    expect(freeIntervals(slotsOn(ctx({ rules }), '2026-11-21'), now)[0]?.start).toEqual(
      viennaInstant('2026-11-21', '07:55'),
    );
  });

  it('keeps the slots after midnight on the day the shift opened', () => {
    const rules: OpeningHoursRule[] = [{ type: 'friday', from: '22:00', to: '02:00', isClosed: false }];
    const slots = slotsOn(ctx({ rules }), '2026-11-20');
    expect(slots.at(-1)?.end).toEqual(viennaInstant('2026-11-21', '02:00'));
    expect(slotAt(ctx({ rules }), viennaInstant('2026-11-21', '01:45'))?.start).toEqual(
      viennaInstant('2026-11-21', '01:30'),
    );
  });

  it('splits the free times around a full slot and marks a fully booked day', () => {
    const nine = viennaInstant('2026-11-21', '09:00').getTime();
    const split = breakfastDay(ctx({ taken: new Map([[nine, 10]]) }), '2026-11-21');
    expect(split.intervals.map((i) => [viennaParts(i.start).time, viennaParts(i.end).time])).toEqual([
      ['07:30', '09:00'],
      ['09:30', '11:00'],
    ]);
    const all = new Map(slotsOn(ctx(), '2026-11-21').map((slot) => [slot.start.getTime(), 10]));
    expect(breakfastDay(ctx({ taken: all }), '2026-11-21')).toMatchObject({
      isFullyBooked: true,
      intervals: [],
    });
  });

  it('shows a noted restricted day and hides a closed one; looks ahead 180 days', () => {
    const restrictedDays = [
      { date: '2026-11-21', isClosed: false, description: 'Nur Terrasse' },
      { date: '2026-11-22', isClosed: true, description: 'Betriebsurlaub' },
    ];
    const days = breakfastDays(ctx({ restrictedDays }));
    expect(days[0]?.date).toBe('2026-11-20');
    expect(days.find((d) => d.date === '2026-11-21')?.note).toBe('Nur Terrasse');
    expect(days.some((d) => d.date === '2026-11-22')).toBe(false);
    expect(days.at(-1)?.date).toBe(addDays('2026-11-20', 179));
    expect(checkBooking(ctx(), viennaInstant(addDays('2026-11-20', 180), '08:00'), 1)).toEqual({
      refusal: 'tooFarAhead',
    });
  });
});
