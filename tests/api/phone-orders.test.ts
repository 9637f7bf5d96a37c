import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../src/domain/checkout/messages.js';
import type { StaffOrder } from '../../src/domain/schemas/staff-order.js';
import { orders } from '../../src/server/db/schema/index.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import {
  branchId,
  item,
  loadDemo,
  orderTableCounts,
  postOrder,
  takeawayOrder,
  type Demo,
} from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('phone and counter orders on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAdmin(t);
    dornbirnStaff = await signInCounterStaff(t, demo, 'dornbirn');
  }, 180_000);
  afterAll(async () => t?.close());

  /** Three Kaisersemmeln for takeaway at Dornbirn, cash, nobody's name: a voice on the phone. */
  function phoneOrder(overrides: Record<string, unknown> = {}) {
    return {
      branch: branchId(demo, 'dornbirn'),
      isDelivery: false,
      isDineIn: false,
      items: [item(demo, 'kaisersemmel', { amount: 3 })],
      paymentMethod: 'cash',
      ...overrides,
    };
  }

  function enter(staff: StaffSession, body: unknown, key: string | null = randomUUID()) {
    return staff.request({
      method: 'POST',
      url: '/api/orders/phone',
      payload: body as object,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  }

  const errorsOf = (response: LightMyRequestResponse) =>
    response.json().errors as { message: string; field?: string }[];

  it('takes an order without the guest’s contact, prices it from the catalogue and puts it on the boards', async () => {
    const response = await enter(
      dornbirnStaff,
      phoneOrder({
        items: [{ ...item(demo, 'kaisersemmel', { amount: 3 }), price: 1, total: 1 }],
        totalGross: 1,
        itemsGross: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().data as { id: number; ticketNumber: number };
    expect(response.json().data).toMatchObject({
      itemsGross: 180,
      totalGross: 180,
      firstName: '',
      lastName: '',
      paymentMethod: 'cash',
      items: [{ name: 'Kaisersemmel', amount: 3, unitPrice: 60, total: 180 }],
    });
    expect(placed.ticketNumber).toBeGreaterThan(0);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    // Like a cash order: the branch has it at once. The guest accepted no terms, and none are claimed.
    expect(row).toMatchObject({
      placedAt: fixedNow,
      legalInstructionsAcceptedAt: null,
      privacyPolicyAcceptedAt: null,
      phone: '',
      email: '',
    });
    const current = await dornbirnStaff.request({ method: 'GET', url: '/api/orders/current' });
    const listed = (current.json().data as StaffOrder[]).find((order) => order.id === placed.id);
    expect(listed).toMatchObject({ status: 'pending', isUnacknowledged: true });

    const entries = await admin.request({
      method: 'GET',
      url: `/api/logs?entity=order&entityId=${placed.id}`,
    });
    expect(entries.json().data).toMatchObject([
      { action: 'create', user: { id: dornbirnStaff.userId }, after: { id: placed.id, totalGross: 180 } },
    ]);
  });

  it('keeps a contact that is given, and wants it usable and a delivery’s address', async () => {
    const given = await enter(
      admin,
      phoneOrder({
        firstName: 'Anna',
        lastName: 'Huber',
        phone: '0043 664 1234567',
        comment: 'Holt um 10 ab',
      }),
    );
    expect(given.statusCode, given.body).toBe(201);
    const staffView = await admin.request({ method: 'GET', url: `/api/orders/${given.json().data.id}` });
    expect(staffView.json().data).toMatchObject({
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+436641234567',
      comment: 'Holt um 10 ab',
    });

    const before = await orderTableCounts(t.database.db);
    const unusable = await enter(admin, phoneOrder({ phone: '12', email: 'keine-adresse' }));
    expect(unusable.statusCode).toBe(422);
    expect(errorsOf(unusable)).toEqual([
      { field: 'phone', message: checkoutMessages.phoneFormat },
      { field: 'email', message: checkoutMessages.emailFormat },
    ]);
    const delivery = await enter(
      admin,
      phoneOrder({
        isDelivery: true,
        deliveryArea: demo.branches.get('dornbirn')?.deliveryAreas[0]?.id,
        items: [item(demo, 'kaisersemmel', { amount: 20 })],
        appointmentDate: '2026-11-20T12:30:00+01:00',
      }),
    );
    expect(delivery.statusCode).toBe(422);
    expect(errorsOf(delivery).map((error) => error.field)).toEqual(['street', 'zipCode', 'city']);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it('follows the storefront’s rules: no online payment, only the menu’s products, a real time', async () => {
    const before = await orderTableCounts(t.database.db);
    const refusals: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { paymentMethod: 'mollie' },
        { field: 'paymentMethod', message: checkoutMessages.onlinePaymentByStaff },
      ],
      [
        { paymentMethod: 'datatrans' },
        { field: 'paymentMethod', message: checkoutMessages.onlinePaymentByStaff },
      ],
      [
        { items: [item(demo, 'erdbeertoertchen')] },
        {
          field: 'items.0',
          message:
            'Ein Produkt in Ihrem Warenkorb ist in dieser Filiale nicht mehr erhältlich. Bitte entfernen Sie es.',
        },
      ],
      [
        { appointmentDate: '2026-11-20T06:00:00Z' },
        { field: 'appointmentDate', message: checkoutMessages.appointmentPast },
      ],
    ];
    for (const [overrides, error] of refusals) {
      const response = await enter(dornbirnStaff, phoneOrder(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(errorsOf(response)).toEqual([error]);
    }
    const noItems = await enter(dornbirnStaff, phoneOrder({ items: [] }));
    expect(noItems.statusCode).toBe(400);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it('lets an employee enter orders for the own branches only', async () => {
    const before = await orderTableCounts(t.database.db);
    const response = await enter(dornbirnStaff, phoneOrder({ branch: branchId(demo, 'bregenz') }));
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)[0]?.message).toBe(
      'Diese Bestellung gehört zu einer Filiale, für die Sie nicht freigeschaltet sind.',
    );
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    // Bregenz takes orders only for a time the guest names.
    const admins = await enter(
      admin,
      phoneOrder({ branch: branchId(demo, 'bregenz'), appointmentDate: '2026-11-20T11:00:00+01:00' }),
    );
    expect(admins.statusCode, admins.body).toBe(201);
  });

  it('stores an order once per Idempotency-Key and never replays a storefront order', async () => {
    const key = randomUUID();
    const first = await enter(dornbirnStaff, phoneOrder(), key);
    expect(first.statusCode).toBe(201);
    const counts = await orderTableCounts(t.database.db);
    const again = await enter(dornbirnStaff, phoneOrder(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await orderTableCounts(t.database.db)).toEqual(counts);

    const changed = await enter(dornbirnStaff, phoneOrder({ comment: 'doch vier' }), key);
    expect(changed.statusCode).toBe(422);
    expect(errorsOf(changed)[0]?.message).toBe(
      'Diese Bestellung wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu.',
    );
    const missing = await enter(dornbirnStaff, phoneOrder(), null);
    expect(missing.statusCode).toBe(400);

    const storefrontKey = randomUUID();
    const guest = await postOrder(t.app, takeawayOrder(demo), storefrontKey);
    expect(guest.statusCode).toBe(201);
    const reused = await enter(dornbirnStaff, phoneOrder(), storefrontKey);
    expect(reused.statusCode).toBe(422);
    expect(await orderTableCounts(t.database.db)).toEqual({
      ...counts,
      orders: counts.orders + 1,
      items: counts.items + 2,
      keys: counts.keys + 1,
      // The guest's confirmation and the branch's new-order mail.
      messages: counts.messages + 2,
    });
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phone',
      payload: phoneOrder(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phone',
      payload: phoneOrder(),
      headers: { cookie: admin.cookie, 'idempotency-key': randomUUID() },
    });
    expect(noToken.statusCode).toBe(403);
  });
});
