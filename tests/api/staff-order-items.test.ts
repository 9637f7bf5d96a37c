import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItemMessages } from '../../src/domain/checkout/order-items.js';
import { minimumOrderMessage } from '../../src/domain/pricing/delivery-notices.js';
import { staffOrderSchema, type StaffOrder } from '../../src/domain/schemas/staff-order.js';
import { logs, orderItems, orders, products } from '../../src/server/db/schema/index.js';
import { signInAdmin, signInCounterStaff } from './desk-staff.js';
import { item, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const itemIndexMessage = 'Diese Position gibt es in der Bestellung nicht.';
const lockedMessage =
  'Die Positionen einer abgeschlossenen oder online bezahlten Bestellung können nicht mehr geändert werden.';

describe.each(testDatabases)('changing the items of an order on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirnStaff: StaffSession;
  let bregenzStaff: StaffSession;

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    admin = await signInAdmin(t);
    dornbirnStaff = await signInCounterStaff(t, demo, 'dornbirn');
    bregenzStaff = await signInCounterStaff(t, demo, 'bregenz');
  }, 180_000);
  afterAll(async () => t?.close());

  /** Three Kaisersemmeln (1,80 €) and a Buttercroissant (1,50 €), takeaway at Dornbirn, cash. */
  async function place(overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await postOrder(t.app, takeawayOrder(demo, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  const order = (response: LightMyRequestResponse): StaffOrder =>
    staffOrderSchema.parse(response.json().data);
  const message = (response: LightMyRequestResponse) => response.json().errors?.[0]?.message as string;

  /** The order's row, its items and its log entries: what a refusal must leave untouched. */
  async function stored(id: number) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const entries = await t.database.db.select().from(logs).where(eq(logs.entityId, id));
    return {
      totals: { itemsGross: row?.itemsGross, totalGross: row?.totalGross, taxes: row?.taxes },
      items: items.map(({ position, productId, amount, total }) => ({ position, productId, amount, total })),
      logs: entries.filter((entry) => entry.entity === 'order').length,
    };
  }

  it('prices a changed item from the catalogue, ignores sent prices, recomputes the totals and logs it', async () => {
    const id = await place();
    const changed = await dornbirnStaff.request({
      method: 'PUT',
      url: `/api/orders/${id}/items/0`,
      payload: { ...item(demo, 'kaisersemmel', { amount: 5 }), price: 1, unitPrice: 1, total: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answered = order(changed);
    expect(
      answered.items.map(({ name, amount, unitPrice, total }) => ({ name, amount, unitPrice, total })),
    ).toEqual([
      { name: 'Kaisersemmel', amount: 5, unitPrice: 60, total: 300 },
      { name: 'Buttercroissant', amount: 1, unitPrice: 150, total: 150 },
    ]);
    expect(answered).toMatchObject({ itemsGross: 450, deliveryFee: 0, totalGross: 450 });
    expect(answered.taxes.reduce((sum, line) => sum + line.gross, 0)).toBe(450);
    expect(answered.totalNet + answered.totalTax).toBe(450);

    const reloaded = order(await dornbirnStaff.request({ method: 'GET', url: `/api/orders/${id}` }));
    expect(reloaded).toMatchObject({ itemsGross: 450, totalGross: 450, totalNet: answered.totalNet });

    const entries = await admin.request({ method: 'GET', url: `/api/logs?entity=order&entityId=${id}` });
    const [entry] = entries.json().data as {
      action: string;
      before: unknown;
      after: unknown;
      user: unknown;
    }[];
    expect(entry).toMatchObject({
      action: 'update',
      user: { id: dornbirnStaff.userId },
      before: { totalGross: 330, items: [{ name: 'Kaisersemmel', amount: 3 }, { name: 'Buttercroissant' }] },
      after: { totalGross: 450, items: [{ name: 'Kaisersemmel', amount: 5 }, { name: 'Buttercroissant' }] },
    });
  });

  it('adds an item at the end and removes one, but never the last', async () => {
    const id = await place();
    const added = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/items`,
      payload: item(demo, 'nusskipferl', { amount: 2 }),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(order(added).items.map((entry) => entry.name)).toEqual([
      'Kaisersemmel',
      'Buttercroissant',
      'Nusskipferl',
    ]);
    expect(order(added).totalGross).toBe(180 + 150 + 440);

    const removed = await dornbirnStaff.request({ method: 'DELETE', url: `/api/orders/${id}/items/0` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(order(removed).items.map((entry) => entry.name)).toEqual(['Buttercroissant', 'Nusskipferl']);
    expect(order(removed).totalGross).toBe(150 + 440);
    const again = await dornbirnStaff.request({ method: 'DELETE', url: `/api/orders/${id}/items/1` });
    expect(order(again).items.map((entry) => entry.name)).toEqual(['Buttercroissant']);

    const before = await stored(id);
    const last = await dornbirnStaff.request({ method: 'DELETE', url: `/api/orders/${id}/items/0` });
    expect(last.statusCode).toBe(409);
    expect(message(last)).toBe(
      'Die letzte Position kann nicht entfernt werden. Bitte stornieren Sie stattdessen die Bestellung.',
    );
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a position that does not exist, a product the branch does not offer and a bad amount, changing nothing', async () => {
    const id = await place();
    const before = await stored(id);
    const refusals: [string, string, unknown, number, string][] = [
      ['PUT', `/api/orders/${id}/items/2`, item(demo, 'kaisersemmel'), 404, itemIndexMessage],
      ['PUT', `/api/orders/${id}/items/999999`, item(demo, 'kaisersemmel'), 404, itemIndexMessage],
      ['DELETE', `/api/orders/${id}/items/7`, undefined, 404, itemIndexMessage],
      ['PUT', `/api/orders/${id}/items/-1`, item(demo, 'kaisersemmel'), 400, itemIndexMessage],
      ['PUT', `/api/orders/${id}/items/erste`, item(demo, 'kaisersemmel'), 400, itemIndexMessage],
      [
        'PUT',
        `/api/orders/${id}/items/0`,
        // The spring menu's tartlet is not on Dornbirn's menu.
        item(demo, 'erdbeertoertchen'),
        422,
        'Ein Produkt in Ihrem Warenkorb ist in dieser Filiale nicht mehr erhältlich. Bitte entfernen Sie es.',
      ],
      [
        'POST',
        `/api/orders/${id}/items`,
        item(demo, 'kaisersemmel', { amount: 0 }),
        400,
        'Bitte geben Sie eine gültige Menge an.',
      ],
      [
        'POST',
        `/api/orders/${id}/items`,
        item(demo, 'sachertorte-ganz', { amount: 6 }),
        422,
        'Bitte überprüfen Sie Menge und Auswahl von „Sachertorte ganz (Ø 22 cm)“.',
      ],
      [
        'POST',
        `/api/orders/${id}/items`,
        item(demo, 'kaisersemmel', { amount: 200_000 }),
        422,
        orderItemMessages.tooLarge('EUR'),
      ],
      [
        'PUT',
        '/api/orders/999999/items/0',
        item(demo, 'kaisersemmel'),
        404,
        'Diese Bestellung wurde nicht gefunden.',
      ],
    ];
    for (const [method, url, payload, status, text] of refusals) {
      const response = await dornbirnStaff.request({
        method: method as 'PUT',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      expect(message(response)).toBe(text);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('keeps the price of a product the branch no longer offers and lets only its amount change', async () => {
    const id = await place({ items: [item(demo, 'nusskipferl', { amount: 2 }), item(demo, 'kaisersemmel')] });
    const kipferl = demo.products.get('nusskipferl')!;
    await t.database.db
      .update(products)
      .set({ price: 300, isEnabled: false })
      .where(eq(products.id, kipferl.id));
    try {
      const more = await dornbirnStaff.request({
        method: 'PUT',
        url: `/api/orders/${id}/items/0`,
        payload: item(demo, 'nusskipferl', { amount: 3 }),
      });
      expect(more.statusCode, more.body).toBe(200);
      // Charged at 2,20 € as ordered, not at the catalogue's new 3,00 €.
      expect(order(more).items[0]).toMatchObject({
        name: 'Nusskipferl',
        amount: 3,
        unitPrice: 220,
        total: 660,
      });
      expect(order(more).totalGross).toBe(660 + 60);

      const before = await stored(id);
      const another = await dornbirnStaff.request({
        method: 'POST',
        url: `/api/orders/${id}/items`,
        payload: item(demo, 'nusskipferl'),
      });
      expect(another.statusCode).toBe(422);
      expect(message(another)).toBe(
        '„Nusskipferl“ ist derzeit leider nicht verfügbar. Bitte entfernen Sie es.',
      );
      const otherUnit = await dornbirnStaff.request({
        method: 'PUT',
        url: `/api/orders/${id}/items/0`,
        payload: item(demo, 'nusskipferl', { unit: 'package' }),
      });
      expect(otherUnit.statusCode).toBe(422);
      expect(message(otherUnit)).toBe(
        'Dieses Produkt bietet die Filiale derzeit nicht an; bei dieser Position lässt sich nur die Menge ändern.',
      );
      expect(await stored(id)).toEqual(before);
    } finally {
      await t.database.db
        .update(products)
        .set({ price: kipferl.price, isEnabled: true })
        .where(eq(products.id, kipferl.id));
    }
  });

  it('recomputes the delivery fee and keeps a delivery above its minimum order value', async () => {
    const area = demo.branches.get('dornbirn')!.deliveryAreas[0]!;
    const id = await place({
      isDelivery: true,
      items: [item(demo, 'kaisersemmel', { amount: 15 }), item(demo, 'buttercroissant', { amount: 2 })],
      deliveryArea: area.id,
      street: 'Bahnhofstraße 4',
      zipCode: '6850',
      city: 'Dornbirn',
      appointmentDate: '2026-11-20T12:30:00+01:00',
    });
    const before = await stored(id);
    const less = await dornbirnStaff.request({
      method: 'PUT',
      url: `/api/orders/${id}/items/0`,
      payload: item(demo, 'kaisersemmel', { amount: 14 }),
    });
    expect(less.statusCode).toBe(422);
    expect(message(less)).toBe(minimumOrderMessage(1200));
    expect(await stored(id)).toEqual(before);

    // 25,00 € of items: delivery becomes free, and the fee's tax line goes with it.
    const more = await dornbirnStaff.request({
      method: 'PUT',
      url: `/api/orders/${id}/items/0`,
      payload: item(demo, 'kaisersemmel', { amount: 20 }),
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(order(more)).toMatchObject({ itemsGross: 1500, deliveryFee: 250, totalGross: 1750 });
    const free = await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${id}/items`,
      payload: item(demo, 'buttercroissant', { amount: 7 }),
    });
    expect(order(free)).toMatchObject({ itemsGross: 2550, deliveryFee: 0, totalGross: 2550 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.deliveryFeeTax).toBeNull();
  });

  it('refuses changes to a finished order and to an order paid online', async () => {
    const rejected = await place();
    await dornbirnStaff.request({
      method: 'POST',
      url: `/api/orders/${rejected}/status/reject`,
      payload: {},
    });
    const paidOnline = await place();
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'mollie', paymentProvider: 'mollie', isPaid: true, paidAt: new Date() })
      .where(eq(orders.id, paidOnline));
    for (const id of [rejected, paidOnline]) {
      const before = await stored(id);
      for (const request of [
        {
          method: 'PUT' as const,
          url: `/api/orders/${id}/items/0`,
          payload: item(demo, 'kaisersemmel', { amount: 2 }),
        },
        { method: 'POST' as const, url: `/api/orders/${id}/items`, payload: item(demo, 'kaisersemmel') },
        { method: 'DELETE' as const, url: `/api/orders/${id}/items/1` },
      ]) {
        const response = await admin.request(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(409);
        expect(message(response)).toBe(lockedMessage);
      }
      expect(await stored(id)).toEqual(before);
    }
  });

  it('refuses an employee of another branch, changing nothing', async () => {
    const id = await place();
    const before = await stored(id);
    for (const request of [
      {
        method: 'PUT' as const,
        url: `/api/orders/${id}/items/0`,
        payload: item(demo, 'kaisersemmel', { amount: 9 }),
      },
      { method: 'POST' as const, url: `/api/orders/${id}/items`, payload: item(demo, 'kaisersemmel') },
      { method: 'DELETE' as const, url: `/api/orders/${id}/items/0` },
    ]) {
      const response = await bregenzStaff.request(request);
      expect(response.statusCode).toBe(403);
      expect(message(response)).toBe(
        'Diese Bestellung gehört zu einer Filiale, für die Sie nicht freigeschaltet sind.',
      );
    }
    expect(await stored(id)).toEqual(before);
  });
});
