import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { austrianPublicHolidays, easterSunday } from './austrian-holidays.js';
import {
  annualEntitlement,
  holidayBalances,
  isHolidayWorkday,
  takenDaysByYear,
  type EmploymentTerms,
} from './holiday-balance.js';

const terms = (overrides: Partial<EmploymentTerms> = {}): EmploymentTerms => ({
  employedSince: '2020-01-01',
  workingDaysPerWeek: 5,
  creditedServiceYears: 0,
  openingHolidayDays: 0,
  ...overrides,
});

describe('holiday entitlement by the Urlaubsgesetz', () => {
  it('gives 25 days for a five-day week and 30 for a six-day week', () => {
    expect(annualEntitlement(terms(), 2026)).toBe(25);
    expect(annualEntitlement(terms({ workingDaysPerWeek: 6 }), 2026)).toBe(30);
  });

  it('gives six weeks from the year 25 years of service are completed, earlier service counted', () => {
    const long = terms({ employedSince: '2001-07-01' });
    expect(annualEntitlement(long, 2025)).toBe(25);
    expect(annualEntitlement(long, 2026)).toBe(30);
    expect(
      annualEntitlement(
        terms({ employedSince: '2016-03-01', workingDaysPerWeek: 6, creditedServiceYears: 15 }),
        2026,
      ),
    ).toBe(36);
  });

  it('is pro rata for part-time and in the first year', () => {
    expect(annualEntitlement(terms({ workingDaysPerWeek: 3 }), 2026)).toBe(15);
    // Joined on 1 July 2026: 184 of 365 days of a 25-day year are 12.6, rounded up to 13.
    expect(annualEntitlement(terms({ employedSince: '2026-07-01' }), 2026)).toBe(13);
    expect(annualEntitlement(terms({ employedSince: '2026-07-01' }), 2025)).toBe(0);
  });

  it('never gives more than six weeks, nor less in a later year than in the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3652 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (offset, days, credited, later) => {
          const since = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const person = terms({
            employedSince: since,
            workingDaysPerWeek: days,
            creditedServiceYears: credited,
          });
          const first = Number(since.slice(0, 4));
          const entitlement = annualEntitlement(person, first);
          expect(entitlement).toBeGreaterThan(0);
          expect(entitlement).toBeLessThanOrEqual(6 * days);
          expect(entitlement * 2).toBe(Math.round(entitlement * 2));
          expect(annualEntitlement(person, first + 1 + later)).toBeGreaterThanOrEqual(entitlement);
          expect([5 * days, 6 * days]).toContain(annualEntitlement(person, first + 1 + later));
        },
      ),
    );
  });
});

describe('days taken', () => {
  it('knows Easter and the public holidays that follow from it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect([...austrianPublicHolidays(2026)]).toEqual(
      expect.arrayContaining(['2026-04-06', '2026-05-14', '2026-05-25', '2026-06-04', '2026-10-26']),
    );
  });

  it('counts working days only: no Sundays, no public holidays, Saturdays only in a six-day week', () => {
    expect(isHolidayWorkday('2026-11-21', 6)).toBe(true);
    expect(isHolidayWorkday('2026-11-21', 5)).toBe(false);
    expect(isHolidayWorkday('2026-11-22', 6)).toBe(false);
    expect(isHolidayWorkday('2026-12-08', 5)).toBe(false);
    // Monday 21 to Sunday 27 December 2026, with Christmas on Friday and St Stephen's Day on Saturday.
    const week = [
      { startedAt: new Date('2026-12-21T00:00:00+01:00'), endedAt: new Date('2026-12-28T00:00:00+01:00') },
    ];
    expect(takenDaysByYear(week, 5).get(2026)).toBe(4);
    expect(takenDaysByYear(week, 6).get(2026)).toBe(4);
  });

  it('counts a day once however many activities cover it, and splits at the turn of the year', () => {
    const days = [
      { startedAt: new Date('2026-12-30T08:00:00+01:00'), endedAt: new Date('2027-01-05T16:00:00+01:00') },
      { startedAt: new Date('2026-12-30T12:00:00+01:00'), endedAt: new Date('2026-12-30T13:00:00+01:00') },
    ];
    expect(Object.fromEntries(takenDaysByYear(days, 5))).toEqual({ 2026: 2, 2027: 2 });
  });
});

describe('balances over the years', () => {
  it('carries unused days over and lets them lapse two years after their year', () => {
    const person = terms({ employedSince: '2023-01-01' });
    const balances = holidayBalances(
      person,
      new Map([
        [2024, 10],
        [2026, 20],
      ]),
      2026,
    );
    expect(
      balances.map((b) => [b.year, b.carriedOverDays, b.takenDays, b.remainingDays, b.expiringDays]),
    ).toEqual([
      [2023, 0, 0, 25, 0],
      [2024, 25, 10, 40, 0],
      // 15 days of 2023 lapse at the end of 2025.
      [2025, 40, 0, 65, 15],
      [2026, 50, 20, 55, 5],
    ]);
  });

  it('pays an advance back from the next year', () => {
    const balances = holidayBalances(terms({ employedSince: '2025-01-01' }), new Map([[2025, 30]]), 2026);
    expect(balances.map((b) => b.remainingDays)).toEqual([-5, 20]);
  });

  it('loses and adds no day: claims equal days taken, left and lapsed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 8 }),
        (days, opening, takenPerYear) => {
          const person = terms({
            employedSince: '2018-01-01',
            workingDaysPerWeek: days,
            openingHolidayDays: opening,
          });
          const taken = new Map(takenPerYear.map((value, index) => [2018 + index, value]));
          const balances = holidayBalances(person, taken, 2018 + takenPerYear.length - 1);
          const claimed = opening + balances.reduce((sum, b) => sum + b.entitlementDays, 0);
          const used = balances.reduce((sum, b) => sum + b.takenDays, 0);
          const lapsed = balances.reduce((sum, b) => sum + b.expiringDays, 0) - balances.at(-1)!.expiringDays;
          expect(used + balances.at(-1)!.remainingDays + lapsed).toBe(claimed);
          for (const [index, balance] of balances.entries()) {
            expect(balance.remainingDays).toBe(
              balance.carriedOverDays + balance.entitlementDays - balance.takenDays,
            );
            if (index > 0)
              expect(balance.carriedOverDays).toBe(
                balances[index - 1]!.remainingDays - balances[index - 1]!.expiringDays,
              );
          }
        },
      ),
    );
  });
});
