import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, messages } from '../../src/server/db/schema/index.js';
import { staffOrderSchema, type StaffOrder } from '../../src/domain/schemas/staff-order.js';
import { createEventBus, type EventBus } from '../../src/server/realtime/event-bus.js';
import { rotateApiKey } from '../../src/server/organisation/branches/api-keys.js';
import { ORDERS_CHANNEL } from '../../src/server/ordering/orders/order-events.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('staff order calls on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;
  let bus: EventBus;
  const heard: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAdmin(t);
    dornbirnStaff = await signInCounterStaff(t, demo, 'dornbirn');
    bregenzStaff = await signInCounterStaff(t, demo, 'bregenz');
    bus = createEventBus(t.database.driver);
    await bus.subscribe(ORDERS_CHANNEL, (payload) => heard.push(payload));
  }, 180_000);
  afterAll(async () => {
    await bus?.close();
    await t?.close();
  });

  async function place(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await postOrder(t.app, takeawayOrder(demo, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  const order = (body: string): StaffOrder => staffOrderSchema.parse(JSON.parse(body).data);

  it('announces a placed order on the orders channel and lists it as current for its branch only', async () => {
    const id = await place();
    await expect
      .poll(() => heard)
      .toContainEqual({
        orderId: id,
        branchId: branchId(demo, 'dornbirn'),
        type: 'placed',
        version: expect.any(Number),
      });

    const current = await dornbirnStaff.request({ method: 'GET', url: '/api/orders/current' });
    expect(current.statusCode).toBe(200);
    const mine = (current.json().data as StaffOrder[]).find((candidate) => candidate.id === id);
    expect(mine).toMatchObject({ status: 'pending', isUnacknowledged: true, lastName: 'Huber' });
    expect(mine?.phone).toMatch(/^\+43 ?664 ?1234567$/);
    expect(mine?.allowedActions).toEqual(['confirm', 'reject', 'cancel', 'propose-counter-appointment']);

    const other = await bregenzStaff.request({ method: 'GET', url: '/api/orders/current' });
    expect((other.json().data as StaffOrder[]).map((candidate) => candidate.id)).not.toContain(id);
    const forbidden = await bregenzStaff.request({ method: 'GET', url: `/api/orders/${id}` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0].message).toBe(
      'Diese Bestellung gehört zu einer Filiale, für die Sie nicht freigeschaltet sind.',
    );
  });

  it('lists a pre-order for another day as current while it waits for an answer, and on its day', async () => {
    const id = await place({ appointmentDate: '2026-11-21T10:00:00+01:00' });
    const currentIds = async () =>
      (
        (await dornbirnStaff.request({ method: 'GET', url: '/api/orders/current' })).json()
          .data as StaffOrder[]
      ).map((candidate) => candidate.id);
    // Unanswered, it would otherwise be escalated and rejected without ever reaching the board.
    expect(await currentIds()).toContain(id);
    const confirm = await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/status/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await currentIds()).not.toContain(id);
  });

  it('walks confirm → in delivery → completed, logs each step, and refuses what cannot follow', async () => {
    const id = await place();
    const confirm = await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/status/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(order(confirm.body)).toMatchObject({
      status: 'confirmed',
      isConfirmed: true,
      isUnacknowledged: false,
    });

    const again = await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/status/confirm` });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('Diese Bestellung wurde bereits bestätigt.');

    await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/status/in-delivery` });
    const done = await dornbirnStaff.request({ method: 'POST', url: `/api/orders/${id}/status/completed` });
    expect(order(done.body)).toMatchObject({ status: 'completed', isCompleted: true, isDelivered: false });

    const reject = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/status/reject`,
      payload: { message: 'zu spät' },
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().errors[0].message).toBe('Diese Bestellung ist bereits abgeschlossen.');

    const logs = await admin.request({ method: 'GET', url: `/api/logs?entity=order&entityId=${id}` });
    expect((logs.json().data as { action: string }[]).map((log) => log.action).sort()).toEqual(
      ['completed', 'confirm', 'in-delivery'].sort(),
    );
  });

  it('shows a rejection with its message on the public status link', async () => {
    const response = await postOrder(t.app, takeawayOrder(demo));
    const { id, uid, hash } = response.json().data as { id: number; uid: string; hash: string };
    const reject = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/status/reject`,
      payload: { message: 'Leider ist der Ofen ausgefallen.' },
    });
    expect(order(reject.body)).toMatchObject({
      status: 'rejected',
      rejectionMessage: 'Leider ist der Ofen ausgefallen.',
    });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/orders/public/${uid}/${hash}` });
    expect(publicView.json().data).toMatchObject({
      isRejected: true,
      rejectionMessage: 'Leider ist der Ofen ausgefallen.',
    });
  });

  it('proposes another time; the guest accepts and the order is confirmed for that time', async () => {
    const response = await postOrder(t.app, takeawayOrder(demo));
    const { id, uid, hash } = response.json().data as { id: number; uid: string; hash: string };
    const later = new Date(fixedNow.getTime() + 3 * 3_600_000).toISOString();
    const past = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/counter-appointment`,
      payload: { counterAppointment: new Date(fixedNow.getTime() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(422);
    const proposed = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/counter-appointment`,
      payload: { counterAppointment: later },
    });
    expect(order(proposed.body)).toMatchObject({ status: 'counterProposed', counterAppointment: later });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/public/${uid}/${hash}/confirm-counter-appointment`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ appointment: later, counterAppointment: null });
  });

  it('writes the guest’s message of a staff action from the order as changed, naming the branch’s website', async () => {
    const dornbirn = branchId(demo, 'dornbirn');
    await t.database.db
      .update(branches)
      .set({ website: 'https://dornbirn.cafe.example' })
      .where(eq(branches.id, dornbirn));
    const id = await place();
    const later = new Date(fixedNow.getTime() + 2 * 3_600_000);
    const proposed = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/counter-appointment`,
      payload: { counterAppointment: later.toISOString() },
    });
    expect(order(proposed.body)).toMatchObject({ status: 'counterProposed' });
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, id), eq(messages.template, 'order-counter-appointment')));
    // The message keeps the view it is written from; the mail is rendered from it when sent.
    const view = (mail?.data as { view: { order: object; branch: object } } | undefined)?.view;
    expect(view?.order).toMatchObject({ counterAppointment: later.toISOString() });
    expect(view?.branch).toMatchObject({ website: 'https://dornbirn.cafe.example' });
  });

  it('lets a board with its branch key see and act, and refuses a wrong key', async () => {
    const id = await place();
    const key = await rotateApiKey(t.database.db, branchId(demo, 'dornbirn'), 'frontdesk', {
      userId: admin.userId,
      now: fixedNow,
    });
    const dornbirn = branchId(demo, 'dornbirn');
    const board = await t.app.inject({ method: 'GET', url: `/api/orders/frontdesk/${dornbirn}/${key}` });
    expect(board.statusCode).toBe(200);
    expect((board.json().data as StaffOrder[]).map((candidate) => candidate.id)).toContain(id);

    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/orders/frontdesk/${dornbirn}/${key}/orders/${id}/acknowledge`,
    });
    expect(order(seen.body).isUnacknowledged).toBe(false);

    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/orders/frontdesk/${dornbirn}/falsch${key}`,
    });
    expect(wrong.statusCode).toBe(403);
    const otherBranch = await t.app.inject({
      method: 'GET',
      url: `/api/orders/frontdesk/${branchId(demo, 'bregenz')}/${key}`,
    });
    expect(otherBranch.statusCode).toBe(403);
    const backofficeKey = await t.app.inject({
      method: 'GET',
      url: `/api/orders/backoffice/${dornbirn}/${key}`,
    });
    expect(backofficeKey.statusCode).toBe(403);
  });

  it('finds orders in the history by ticket number or name, and pages them', async () => {
    const id = await place({ firstName: 'Zacharias', lastName: 'Feuerstein' });
    const byName = await admin.request({ method: 'GET', url: '/api/orders?search=feuerst' });
    expect((byName.json().data as StaffOrder[]).map((candidate) => candidate.id)).toEqual([id]);
    const ticket = (byName.json().data as StaffOrder[])[0]?.ticketNumber;
    const byTicket = await admin.request({
      method: 'GET',
      url: `/api/orders?search=${ticket}&branch=${branchId(demo, 'dornbirn')}`,
    });
    expect((byTicket.json().data as StaffOrder[]).some((candidate) => candidate.id === id)).toBe(true);
    const page = await admin.request({ method: 'GET', url: '/api/orders?limit=2&offset=0' });
    expect(page.json().data).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    const bad = await admin.request({ method: 'GET', url: '/api/orders?from=gestern' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only an administrator delete an order', async () => {
    const id = await place();
    const employee = await dornbirnStaff.request({ method: 'DELETE', url: `/api/orders/${id}` });
    expect(employee.statusCode).toBe(403);
    const deleted = await admin.request({ method: 'DELETE', url: `/api/orders/${id}` });
    expect(deleted.statusCode).toBe(204);
    const gone = await admin.request({ method: 'GET', url: `/api/orders/${id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('resends the branch mail, lists the messages, and has no payment to check for cash', async () => {
    const id = await place();
    const resend = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/resend-new-order-email`,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const listed = await dornbirnStaff.request({ method: 'GET', url: `/api/orders/${id}/messages` });
    const templates = (listed.json().data as { template: string }[]).map((message) => message.template);
    expect(templates.filter((template) => template === 'branch-new-order').length).toBe(2);
    const payment = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/update-payment-status`,
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().errors[0].message).toBe('Diese Bestellung wurde nicht online bezahlt.');
    const foreign = await bregenzStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/resend-new-order-email`,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
