import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaInstant } from '../../src/domain/opening-hours/vienna-time.js';
import { signInAdmin } from './desk-staff.js';
import { branchId, postOrder, takeawayOrder } from './order-fixtures.js';
import { inParallel, raceDatabaseUrl, startRaceApp, type RaceApp } from './race-app.js';

const now = viennaInstant('2026-11-20', '12:10');
const slot = viennaInstant('2026-11-20', '12:15');

describe.skipIf(raceDatabaseUrl === undefined)('the last places of a slot on postgres', () => {
  let t: RaceApp;

  beforeAll(async () => {
    t = await startRaceApp(raceDatabaseUrl!, now);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts exactly 3 of 50 parallel orders for the last 3 places; the others get a German 409', async () => {
    const admin = await signInAdmin(t);
    const dornbirn = branchId(t.demo, 'dornbirn');
    const put = await admin.request({
      method: 'PUT',
      url: `/api/branches/${dornbirn}/capacity`,
      payload: { isEnabled: true, rules: [{ channel: 'all', maxOrders: 5 }] },
    });
    expect(put.statusCode).toBe(200);
    const order = () =>
      postOrder(t.app, takeawayOrder(t.demo, { appointmentDate: slot.toISOString() }), randomUUID());
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(201);

    const answers = await inParallel(50, order);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const refusals = new Set(
      answers.filter((a) => a.statusCode === 409).map((a) => a.json().errors[0].message),
    );
    expect([...refusals]).toEqual([
      'Zu dieser Zeit ist unsere Küche leider ausgebucht. Der nächste freie Termin ist um 12:30 Uhr.',
    ]);
    const strip = await t.app.inject({
      url: `/api/branches/${dornbirn}/capacity-slots?date=2026-11-20&method=takeaway&items=1:1`,
    });
    expect(
      strip.json().data.slots.find((s: { start: string }) => s.start === slot.toISOString()).hasRoom,
    ).toBe(false);
  });
});
