import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/domain/auth/messages.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';
import { rebuildAnalyticsRollups } from '../../src/server/statistics/figures/rollup-rebuild.js';
import { workingActivities, workingSchedules } from '../../src/server/db/schema/index.js';

const SETUP_MS = 180_000;
const DORNBIRN = 1;
const BREGENZ = 2;
const day = '?from=2026-11-20&to=2026-11-20';

describe.each(testDatabases)('statistics on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let dornbirn: StaffSession;
  let bregenz: StaffSession;
  let demo: Demo;
  let placedId: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    dornbirn = await signInAs(t, {
      email: 'anna@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [DORNBIRN],
    });
    bregenz = await signInAs(t, {
      email: 'ben@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [BREGENZ],
    });
    demo = await loadDemo(t.app);
    const placed = await postOrder(t.app, takeawayOrder(demo));
    expect(placed.statusCode).toBe(201);
    placedId = (placed.json() as { data: { id: number } }).data.id;
    for (const path of ['/', '/dornbirn', '/dornbirn'])
      await t.app.inject({
        method: 'POST',
        url: '/api/analytics-log',
        headers: { 'user-agent': 'Test' },
        payload: { type: 'pageview', action: path },
      });
    await t.database.db.insert(workingActivities).values({
      userId: dornbirn.userId,
      branchId: DORNBIRN,
      startedAt: new Date('2026-11-19T21:00:00Z'),
      endedAt: new Date('2026-11-20T01:00:00Z'),
      pauses: [{ start: '2026-11-20T00:00:00.000Z', end: '2026-11-20T00:30:00.000Z' }],
    });
    await t.database.db.insert(workingSchedules).values({
      userId: dornbirn.userId,
      branchId: DORNBIRN,
      startsAt: new Date('2026-11-20T06:00:00Z'),
      endsAt: new Date('2026-11-20T14:00:00Z'),
    });
  }, SETUP_MS);
  afterAll(async () => t?.close());

  const stat = async (who: StaffSession, name: string, query = day) => {
    const response = await who.request({ method: 'GET', url: `/api/statistics/${name}${query}` });
    return { status: response.statusCode, data: response.json().data, body: response.json() };
  };

  it('counts visitors, page views and pages from the rollups', async () => {
    expect((await stat(admin, 'unique-visitors')).data).toEqual({
      total: 1,
      days: [{ date: '2026-11-20', value: 1 }],
    });
    expect((await stat(admin, 'page-views')).data.total).toBe(3);
    expect((await stat(admin, 'pages')).data).toEqual([
      { key: '/dornbirn', value: 2 },
      { key: '/', value: 1 },
    ]);
    expect((await stat(admin, 'visitor-times')).data).toEqual([{ weekday: 5, hour: 9, value: 3 }]);
    expect((await stat(admin, 'page-views', '?from=2026-11-21&to=2026-11-22')).data.total).toBe(0);
    // The shop's visitors are not a branch's: employees get 403.
    expect((await stat(dornbirn, 'page-views')).status).toBe(403);
  });

  it('gives the same figures after the rollups are rebuilt from the entries', async () => {
    const before = await Promise.all(
      ['unique-visitors', 'page-views', 'pages', 'visitor-times'].map((name) => stat(admin, name)),
    );
    await rebuildAnalyticsRollups(t.database.db);
    const after = await Promise.all(
      ['unique-visitors', 'page-views', 'pages', 'visitor-times'].map((name) => stat(admin, name)),
    );
    expect(after.map((figure) => figure.data)).toEqual(before.map((figure) => figure.data));
  });

  it('counts orders, revenue and items, employees for their branches only', async () => {
    const orders = await stat(admin, 'orders');
    expect(orders.data).toMatchObject({ orders: 1, canceled: 0 });
    const revenue = (await stat(dornbirn, 'revenue')).data;
    expect(revenue.gross).toBe(orders.data.gross);
    expect(revenue.gross).toBeGreaterThan(0);
    expect(revenue.byPaymentMethod).toEqual([expect.objectContaining({ method: 'cash', orders: 1 })]);
    expect(revenue.byTaxRate.reduce((sum: number, line: { gross: number }) => sum + line.gross, 0)).toBe(
      revenue.gross,
    );
    expect((await stat(bregenz, 'revenue')).data.gross).toBe(0);
    expect((await stat(bregenz, 'orders', `${day}&branch=${DORNBIRN}`)).status).toBe(403);
    expect((await stat(admin, 'popular-items')).data.map((line: { name: string }) => line.name)).toHaveLength(
      2,
    );
    expect((await stat(admin, 'order-times')).data).toEqual([{ weekday: 5, hour: 9, value: 1 }]);
  });

  it('splits worked time at Vienna midnight and sums planned shifts', async () => {
    const worked = (await stat(admin, 'working-activities', '?from=2026-11-19&to=2026-11-20')).data;
    expect(worked).toEqual([
      {
        user: dornbirn.userId,
        name: 'anna',
        minutes: 210,
        days: [
          { date: '2026-11-19', minutes: 120 },
          { date: '2026-11-20', minutes: 90 },
        ],
      },
    ]);
    expect((await stat(admin, 'working-schedules')).data).toEqual([
      { userId: dornbirn.userId, name: 'anna', shifts: 1, minutes: 480 },
    ]);
    const profile = await stat(
      dornbirn,
      'user-profile',
      `?user=${dornbirn.userId}&start=2026-11-20&end=2026-11-20`,
    );
    expect(profile.data).toMatchObject({ plannedMinutes: 480, workedMinutes: 90 });
    expect(
      (await stat(bregenz, 'user-profile', `?user=${dornbirn.userId}&start=2026-11-20&end=2026-11-20`))
        .status,
    ).toBe(403);
  });

  it('counts the orders a person handled from the log, and shows a person only their own profile', async () => {
    const confirmed = await dornbirn.request({
      method: 'POST',
      url: `/api/orders/${placedId}/status/confirm`,
    });
    expect(confirmed.statusCode).toBe(200);
    const profileOf = `?user=${dornbirn.userId}&start=2026-11-20&end=2026-11-20`;

    const own = await stat(dornbirn, 'user-profile', profileOf);
    expect(own.status).toBe(200);
    expect(own.data).toEqual({
      user: dornbirn.userId,
      plannedMinutes: 480,
      shifts: 1,
      workedMinutes: 90,
      days: [{ date: '2026-11-20', minutes: 90 }],
      orders: { handled: 1, byAction: [{ action: 'confirm', orders: 1 }] },
    });
    expect((await stat(admin, 'user-profile', profileOf)).data).toEqual(own.data);
    // The day before holds none of the orders Anna handled.
    const before = await stat(
      dornbirn,
      'user-profile',
      `?user=${dornbirn.userId}&start=2026-11-19&end=2026-11-19`,
    );
    expect(before.data.orders).toEqual({ handled: 0, byAction: [] });

    const activities = await stat(dornbirn, 'user-profile-working-activities', profileOf);
    expect(activities.status).toBe(200);
    expect(activities.data).toHaveLength(1);
    for (const name of ['user-profile', 'user-profile-working-activities']) {
      const refused = await stat(bregenz, name, profileOf);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].message).toBe(authMessages.forbidden);
    }
  });

  it('refuses a reversed or missing period in German', async () => {
    const reversed = await stat(admin, 'orders', '?from=2026-11-21&to=2026-11-20');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0].field).toBe('to');
    expect((await stat(admin, 'orders', '')).status).toBe(400);
  });
});
