import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays, type OpeningHoursRule } from '../opening-hours/rules.js';
import { isOpenAt } from '../opening-hours/shifts.js';
import { addDays } from '../opening-hours/vienna-time.js';
import { escalationTimes, type EscalationHours } from './escalation-clock.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const quarterHourArb = fc
  .integer({ min: 0, max: 95 })
  .map(
    (quarter) =>
      `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
  );
// The windows straddle both 2026 clock changes.
const windows = [
  { firstDate: '2026-03-22', firstMs: Date.parse('2026-03-22T00:00:00Z') },
  { firstDate: '2026-10-18', firstMs: Date.parse('2026-10-18T00:00:00Z') },
] as const;

const rulesArb = (firstDate: string) =>
  fc.array(
    fc.record({
      type: fc.constantFrom('once', 'daily', ...weekdays),
      date: fc.integer({ min: -3, max: 14 }).map((offset) => addDays(firstDate, offset)),
      from: quarterHourArb,
      to: fc.oneof({ weight: 9, arbitrary: quarterHourArb }, { weight: 1, arbitrary: fc.constant('24:00') }),
      isClosed: fc.boolean().chain((closed) => (closed ? fc.boolean() : fc.constant(false))),
    }) as fc.Arbitrary<OpeningHoursRule>,
    { maxLength: 6 },
  );

const scenarioArb = fc.constantFrom(...windows).chain(({ firstDate, firstMs }) =>
  fc.record({
    branch: fc.record({
      openingHours: rulesArb(firstDate),
      deliveryHours: rulesArb(firstDate),
      isDeliveryHoursEnabled: fc.boolean(),
    }) as fc.Arbitrary<EscalationHours>,
    placedAt: fc.integer({ min: 0, max: 7 * 24 * 60 }).map((minutes) => new Date(firstMs + minutes * MINUTE)),
    settings: fc.record({
      reminderMinutes: fc.integer({ min: 1, max: 30 }),
      autoRejectMinutes: fc.integer({ min: 2, max: 60 }),
    }),
  }),
);

const atWork = (branch: EscalationHours, instant: Date) =>
  isOpenAt(branch.openingHours, instant) ||
  isOpenAt(branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours, instant);

/** Minutes the branch is at work in [from, to), both on whole minutes (every rule time is one). */
function workingMinutes(branch: EscalationHours, from: Date, to: Date): number {
  let count = 0;
  for (let t = from.getTime(); t < to.getTime(); t += MINUTE) if (atWork(branch, new Date(t))) count += 1;
  return count;
}

describe('escalation clock properties', () => {
  it('never starts before placement, and reminds before it rejects', () => {
    fc.assert(
      fc.property(scenarioArb, ({ branch, placedAt, settings }) => {
        const { startsAt, remindAt, rejectAt } = escalationTimes(branch, placedAt, settings);
        expect(startsAt.getTime()).toBeGreaterThanOrEqual(placedAt.getTime());
        expect(remindAt.getTime()).toBeGreaterThan(startsAt.getTime());
        expect(rejectAt.getTime()).toBeGreaterThan(remindAt.getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('starts at placement while the branch is at work, otherwise at a moment it opens', () => {
    fc.assert(
      fc.property(scenarioArb, ({ branch, placedAt, settings }) => {
        const { startsAt } = escalationTimes(branch, placedAt, settings);
        if (atWork(branch, placedAt)) expect(startsAt).toEqual(placedAt);
        else if (startsAt > placedAt) {
          expect(atWork(branch, startsAt)).toBe(true);
          expect(atWork(branch, new Date(startsAt.getTime() - MINUTE))).toBe(false);
          if (startsAt.getTime() - placedAt.getTime() <= DAY) {
            expect(workingMinutes(branch, placedAt, startsAt)).toBe(0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('counts exactly the configured minutes of working time, none while the branch is closed', () => {
    fc.assert(
      fc.property(scenarioArb, ({ branch, placedAt, settings }) => {
        const { remindAt, rejectAt } = escalationTimes(branch, placedAt, settings);
        // Beyond a few days the minute-by-minute count gets slow; the hours repeat weekly anyway.
        fc.pre(rejectAt.getTime() - placedAt.getTime() <= 2 * DAY);
        const rejectAfter = Math.max(settings.autoRejectMinutes, settings.reminderMinutes + 1);
        for (const [due, minutes] of [
          [remindAt, settings.reminderMinutes],
          [rejectAt, rejectAfter],
        ] as const) {
          const counted = workingMinutes(branch, placedAt, due);
          // Where the lookahead holds less working time than the clock needs (no hours at all, or one
          // short window), it runs on from the last working moment: no working minute comes after.
          if (counted < minutes)
            expect(workingMinutes(branch, due, new Date(due.getTime() + 2 * DAY))).toBe(0);
          else expect(counted).toBe(minutes);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('runs on from the last working moment when the branch works less than the clock needs', () => {
    // fast-check's counterexample (CI, stop 39): one delivery window of 15 minutes, 16 minutes to count.
    const branch: EscalationHours = {
      openingHours: [],
      deliveryHours: [{ type: 'once', date: '2026-03-23', from: '00:00', to: '00:15', isClosed: false }],
      isDeliveryHoursEnabled: true,
    };
    const placedAt = new Date('2026-03-22T00:00:00.000Z');
    const { remindAt, rejectAt } = escalationTimes(branch, placedAt, {
      reminderMinutes: 1,
      autoRejectMinutes: 16,
    });
    expect(workingMinutes(branch, placedAt, remindAt)).toBe(1);
    expect(workingMinutes(branch, placedAt, rejectAt)).toBe(15);
    expect(rejectAt).toEqual(new Date('2026-03-22T23:16:00.000Z'));
  });
});
