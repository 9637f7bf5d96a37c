import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeadTimeFields } from '../catalog/lead-time.js';
import { weekdays, type OpeningHoursRule } from '../opening-hours/rules.js';
import { addDays, viennaInstant, viennaParts } from '../opening-hours/vienna-time.js';
import { appointmentError, appointmentTimes, type AppointmentContext } from './appointment.js';
import { makeBranch } from './checkout-fixtures.js';

const MINUTE = 60_000;

// Quarter hours make touching shifts, lunch breaks and shifts past midnight common.
const timeArb = fc
  .integer({ min: 0, max: 95 })
  .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

// Windows straddling both 2026 clock changes.
const firstDates = ['2026-03-26', '2026-10-22'] as const;

function ruleArb(firstDate: string): fc.Arbitrary<OpeningHoursRule> {
  return fc.record({
    type: fc.constantFrom('once', 'daily', ...weekdays),
    date: fc.integer({ min: 0, max: 5 }).map((offset) => addDays(firstDate, offset)),
    from: timeArb,
    to: fc.oneof(timeArb, fc.constant('24:00')),
    isClosed: fc.boolean().chain((closed) => (closed ? fc.boolean() : fc.constant(false))),
  });
}

const leadArb: fc.Arbitrary<LeadTimeFields> = fc.record({
  isLeadTimeEnabled: fc.boolean(),
  leadTimeType: fc.constantFrom('minutes', 'hours', 'days'),
  leadTimeValue: fc.integer({ min: 0, max: 3 }).map((value) => value * 20),
});

const scenarioArb = fc.constantFrom(...firstDates).chain((firstDate) =>
  fc.record({
    openingHours: fc.array(ruleArb(firstDate), { maxLength: 6 }),
    deliveryHours: fc.array(ruleArb(firstDate), { maxLength: 4 }),
    isDeliveryHoursEnabled: fc.boolean(),
    orderableFrom: fc.option(timeArb),
    method: fc.constantFrom('takeaway', 'delivery', 'dineIn' as const),
    nowOffsetMinutes: fc.integer({ min: 0, max: 2 * 24 * 60 }),
    products: fc.array(leadArb, { maxLength: 2 }),
    closedDay: fc.option(fc.integer({ min: 0, max: 5 }).map((offset) => addDays(firstDate, offset))),
    dayOffset: fc.integer({ min: 0, max: 5 }),
    firstDate: fc.constant(firstDate),
  }),
);

describe('the time picker and the server agree', () => {
  it('offers exactly the five-minute times on a day that the server accepts, clock changes included', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const ctx: AppointmentContext = {
          branch: makeBranch({
            openingHours: s.openingHours,
            deliveryHours: s.deliveryHours,
            isDeliveryHoursEnabled: s.isDeliveryHoursEnabled,
            orderableFrom: s.orderableFrom,
          }),
          method: s.method,
          now: new Date(viennaInstant(s.firstDate, '00:00').getTime() + s.nowOffsetMinutes * MINUTE),
          products: s.products,
          restrictedDays:
            s.closedDay === null ? [] : [{ date: s.closedDay, isClosed: true, description: '' }],
        };
        const date = addDays(s.firstDate, s.dayOffset);
        const offered = appointmentTimes(ctx, date).map((time) => time.getTime());

        const start = viennaInstant(date, '00:00').getTime();
        const end = viennaInstant(addDays(date, 1), '00:00').getTime();
        const accepted: number[] = [];
        for (let t = start; t < end; t += 5 * MINUTE) {
          if (appointmentError(new Date(t), ctx) === null) accepted.push(t);
        }
        expect(offered).toEqual(accepted);
        for (const time of offered) expect(viennaParts(new Date(time)).date).toBe(date);
      }),
      { numRuns: 60 },
    );
  });
});
