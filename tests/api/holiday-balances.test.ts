import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../src/domain/validation/messages.js';
import { startTimeStaffApp } from './signed-in-app.js';
import type { StaffSession } from './staff-session.js';
import { testDatabases, type TestApp } from './test-app.js';

const SETUP_MS = 180_000;
const DORNBIRN = 1;

describe.each(testDatabases)('holiday balances on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let anna: StaffSession;
  let ben: StaffSession;

  beforeAll(async () => {
    // Ben works beside Anna: her being refused his balance is not down to the branch.
    ({ t, admin, anna, ben } = await startTimeStaffApp(target, DORNBIRN));
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const terms = (who: StaffSession, userId: number, payload: object) =>
    who.request({ method: 'PUT', url: `/api/time-sheets/employment-terms/${userId}`, payload });
  const holiday = (userId: number, startedAt: string, endedAt: string) =>
    admin.request({
      method: 'POST',
      url: '/api/working-activities',
      payload: { user: userId, branch: DORNBIRN, kind: 'holiday', startedAt, endedAt },
    });
  const balances = async (who: StaffSession, query = '') =>
    (await who.request({ method: 'GET', url: `/api/time-sheets/holiday-balances${query}` })).json().data;

  it('lets administrators set employment terms, refusing nonsense in German', async () => {
    expect(
      (await terms(anna, anna.userId, { employedSince: '2024-01-01', workingDaysPerWeek: 5 })).statusCode,
    ).toBe(403);
    const bad = await terms(admin, anna.userId, { employedSince: '2024-02-30', workingDaysPerWeek: 7 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['employedSince', 'workingDaysPerWeek']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'employedSince').message).toBe(
      m.date,
    );
    expect(
      (await terms(admin, 999999, { employedSince: '2024-01-01', workingDaysPerWeek: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await terms(admin, anna.userId, { employedSince: '2024-01-01', workingDaysPerWeek: 5 })).statusCode,
    ).toBe(200);
    expect(
      (
        await terms(admin, ben.userId, {
          employedSince: '2026-07-01',
          workingDaysPerWeek: 3,
          openingHolidayDays: 2,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts entitlement, carry-over and the days taken from holiday activities', async () => {
    // 2025: a week off from Monday 4 to Sunday 10 August (Friday 15 August is a public holiday anyway).
    expect(
      (await holiday(anna.userId, '2025-08-04T00:00:00+02:00', '2025-08-11T00:00:00+02:00')).statusCode,
    ).toBe(201);
    // 2026: Christmas week, Monday 21 to Thursday 24 December.
    expect(
      (await holiday(anna.userId, '2026-12-21T00:00:00+01:00', '2026-12-25T00:00:00+01:00')).statusCode,
    ).toBe(201);
    const all = await balances(admin, '?year=2026');
    expect(all).toEqual([
      {
        user: anna.userId,
        name: 'anna',
        year: 2026,
        workingDaysPerWeek: 5,
        entitlementDays: 25,
        carriedOverDays: 45,
        takenDays: 4,
        remainingDays: 66,
        // Of 2024's 25 days, 5 went in 2025 and 4 now: 16 lapse at the end of 2026.
        expiringDays: 16,
      },
      {
        user: ben.userId,
        name: 'ben',
        year: 2026,
        workingDaysPerWeek: 3,
        // 15 days a year for three days a week, 184 of 365 days: 7.56, rounded up to 8.
        entitlementDays: 8,
        carriedOverDays: 2,
        takenDays: 0,
        remainingDays: 10,
        expiringDays: 0,
      },
    ]);
    expect((await balances(admin, '?year=2025')).map((b: { user: number }) => b.user)).toEqual([anna.userId]);
  });

  it('shows an employee only its own balance', async () => {
    expect((await balances(anna)).map((b: { user: number }) => b.user)).toEqual([anna.userId]);
    expect(await balances(anna, `?user=${ben.userId}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/time-sheets/holiday-balances' })).statusCode).toBe(
      401,
    );
  });
});
