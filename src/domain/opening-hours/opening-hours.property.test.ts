import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchState } from './branch-state.js';
import { displayGroups } from './display-groups.js';
import { weekdays, type OpeningHoursRule } from './rules.js';
import { isOpenAt, shiftsOn } from './shifts.js';
import { addDays, viennaParts, weekdayOf } from './vienna-time.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Quarter hours make touching and overlapping shifts common; the windows straddle both 2026 clock changes.
const quarterHourArb = fc
  .integer({ min: 0, max: 95 })
  .map(
    (quarter) =>
      `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
  );
const toArb = fc.oneof(
  { weight: 9, arbitrary: quarterHourArb },
  { weight: 1, arbitrary: fc.constant('24:00') },
);
const windows = [
  { firstDate: '2026-03-22', firstMs: Date.parse('2026-03-22T00:00:00Z') },
  { firstDate: '2026-10-18', firstMs: Date.parse('2026-10-18T00:00:00Z') },
] as const;

function ruleArb(firstDate: string): fc.Arbitrary<OpeningHoursRule> {
  return fc.record({
    type: fc.constantFrom('once', 'daily', ...weekdays),
    date: fc.integer({ min: -3, max: 20 }).map((offset) => addDays(firstDate, offset)),
    from: quarterHourArb,
    to: toArb,
    isClosed: fc.boolean().chain((closed) => (closed ? fc.boolean() : fc.constant(false))),
  });
}

const scenarioArb = fc.constantFrom(...windows).chain(({ firstDate, firstMs }) =>
  fc.record({
    rules: fc.array(ruleArb(firstDate), { maxLength: 8 }),
    instant: fc.integer({ min: 0, max: 14 * 24 * 60 }).map((minutes) => new Date(firstMs + minutes * MINUTE)),
    threshold: fc.integer({ min: 0, max: 120 }),
  }),
);

describe('opening hours properties', () => {
  it('is open exactly when the branch state is not closed', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, instant, threshold }) => {
        expect(branchState(rules, instant, threshold).status !== 'closed').toBe(isOpenAt(rules, instant));
      }),
      { numRuns: 300 },
    );
  });

  it('reports a current shift that contains the instant and says closing soon only near its end', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, instant, threshold }) => {
        const { status, currentShift } = branchState(rules, instant, threshold);
        if (currentShift === undefined) {
          expect(status).toBe('closed');
          return;
        }
        expect(currentShift.start <= instant && instant < currentShift.end).toBe(true);
        const minutesLeft = (currentShift.end.getTime() - instant.getTime()) / MINUTE;
        expect(status).toBe(minutesLeft <= threshold ? 'closingSoon' : 'open');
        // The opening really is uninterrupted until its end; one open around the clock is cut at the lookahead.
        expect(isOpenAt(rules, new Date(currentShift.end.getTime() - MINUTE))).toBe(true);
        if (currentShift.end.getTime() - instant.getTime() < 13 * DAY) {
          expect(isOpenAt(rules, currentShift.end)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives a next shift that starts after the instant, at a moment the branch opens', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, instant }) => {
        const { nextShift } = branchState(rules, instant);
        if (nextShift === undefined) return;
        expect(nextShift.start.getTime()).toBeGreaterThan(instant.getTime());
        expect(isOpenAt(rules, nextShift.start)).toBe(true);
        expect(isOpenAt(rules, new Date(nextShift.start.getTime() - MINUTE))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the first opening of the next 14 days', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, instant }) => {
        const { nextShift } = branchState(rules, instant);
        const today = viennaParts(instant).date;
        // A shift that starts while the branch is already open continues the opening and is not a next one.
        const laterOpening = Array.from({ length: 15 }, (_, offset) => offset)
          .flatMap((offset) => shiftsOn(rules, addDays(today, offset)))
          .filter(
            (shift) => shift.start > instant && !isOpenAt(rules, new Date(shift.start.getTime() - MINUTE)),
          )
          .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
        expect(nextShift?.start).toEqual(laterOpening?.start);
      }),
      { numRuns: 300 },
    );
  });

  it('shows every weekday exactly once, in order, with hours matching the regular shifts', () => {
    fc.assert(
      fc.property(fc.array(ruleArb('2026-01-05'), { maxLength: 10 }), (rules) => {
        const groups = displayGroups(rules);
        expect(groups.flatMap((group) => group.days)).toEqual([...weekdays]);
        const regular = rules.filter((rule) => rule.type !== 'once');
        for (const group of groups) {
          expect(group.isRange).toBe(group.days.length > 1);
          expect(group.isClosed).toBe(group.hours.length === 0);
          for (const day of group.days) {
            // 2026-01-05 is a Monday in winter: no clock change, so no shift gets dropped.
            const date = addDays('2026-01-05', weekdays.indexOf(day));
            expect(weekdayOf(date)).toBe(day);
            const hours = shiftsOn(regular, date).map(({ from, to }) => `${from}-${to}`);
            expect(group.hours.map(({ from, to }) => `${from}-${to}`).sort()).toEqual(hours.sort());
          }
        }
        groups.slice(1).forEach((group, index) => {
          expect(group.hours).not.toEqual(groups[index]?.hours);
        });
      }),
      { numRuns: 300 },
    );
  });
});
