import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../src/domain/checkout/messages.js';
import { orderItemMessages } from '../../src/domain/checkout/order-items.js';
import { minimumOrderMessage } from '../../src/domain/pricing/delivery-notices.js';
import { publicOrderSchema } from '../../src/domain/schemas/order.js';
import { orderItems, orders } from '../../src/server/db/schema/index.js';
import {
  branchId,
  item,
  loadDemo,
  orderTableCounts,
  postOrder,
  takeawayOrder,
  type Demo,
} from './order-fixtures.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('POST /api/orders on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
  });
  afterAll(async () => t?.close());

  it('places a takeaway order priced from the catalogue and answers the order as returned', async () => {
    const response = await postOrder(t.app, takeawayOrder(demo));
    expect(response.statusCode).toBe(201);
    const order = publicOrderSchema.parse(response.json().data);
    expect(order).toMatchObject({
      isDelivery: false,
      isDineIn: false,
      isPreorder: false,
      isConfirmed: false,
      paymentMethod: 'cash',
      paymentRedirectUrl: null,
      appointment: null,
      appointmentDate: '2026-11-20',
      itemsGross: 3 * 60 + 150,
      deliveryFee: 0,
      totalGross: 330,
      branch: { identifier: 'dornbirn', name: 'Dornbirn Marktplatz' },
    });
    expect(order.uid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(order.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(order.ticketNumber).toBeGreaterThan(0);
    expect(order.items.map((line) => [line.name, line.amount, line.total])).toEqual([
      ['Kaisersemmel', 3, 180],
      ['Buttercroissant', 1, 150],
    ]);
    expect(order.taxes.reduce((sum, line) => sum + line.gross, 0)).toBe(order.totalGross);
    expect(order.totalNet + order.totalTax).toBe(order.totalGross);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      phone: '+436641234567',
      email: 'anna.huber@example.at',
      method: 'takeaway',
      // Paid at pickup: the branch has it at once.
      placedAt: fixedNow,
    });
  });

  it('ignores prices, totals and anything else the browser adds', async () => {
    const tampered = takeawayOrder(demo, {
      items: [{ ...item(demo, 'kaisersemmel', { amount: 3 }), price: 1, total: 1, unitPrice: 1 }],
      totalGross: 1,
      itemsGross: 1,
      deliveryFee: -500,
    });
    const response = await postOrder(t.app, tampered);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ itemsGross: 180, totalGross: 180 });
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, response.json().data.id));
    expect(line).toMatchObject({ unitPrice: 60, total: 180 });
  });

  it('prices a configured breakfast with its options at a table', async () => {
    const breakfast = item(demo, 'fruehstueck-nach-wahl', {
      parts: {
        Größe: { kind: 'options', selected: ['Großes Frühstück'] },
        Brot: { kind: 'options', selected: ['Glutenfreies Buchweizenbrot'] },
        Extras: { kind: 'options', selected: ['Weiches Ei', 'Ohne Butter'] },
        Sonderwunsch: { kind: 'text', text: '  Ei bitte hart  ' },
      },
    });
    const body = {
      branch: branchId(demo, 'dornbirn'),
      isDelivery: false,
      isDineIn: true,
      table: 'Terrasse 2',
      items: [breakfast],
      legalInstructions: true,
      privacyPolicy: true,
    };
    const response = await postOrder(t.app, body);
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({ isDineIn: true, tableIdentifier: 'Terrasse 2', firstName: '' });
    expect(order.items[0]).toMatchObject({ total: 1290 + 150 + 120 - 30 });
    expect(order.items[0].parts).toEqual([
      { name: 'Größe', options: [{ name: 'Großes Frühstück', price: 1290 }], text: null, uploadIds: [] },
      {
        name: 'Brot',
        options: [{ name: 'Glutenfreies Buchweizenbrot', price: 150 }],
        text: null,
        uploadIds: [],
      },
      {
        name: 'Extras',
        options: [
          { name: 'Weiches Ei', price: 120 },
          { name: 'Ohne Butter', price: -30 },
        ],
        text: null,
        uploadIds: [],
      },
      { name: 'Sonderwunsch', options: [], text: 'Ei bitte hart', uploadIds: [] },
    ]);
  });

  it('takes a delivery pre-order for the delivery hours with the area fee and its tax', async () => {
    const body = takeawayOrder(demo, {
      isDelivery: true,
      // Exactly the area's minimum order value of 12,00 €.
      items: [item(demo, 'kaisersemmel', { amount: 15 }), item(demo, 'buttercroissant', { amount: 2 })],
      deliveryArea: demo.branches.get('dornbirn')?.deliveryAreas[0]?.id,
      street: 'Bahnhofstraße 4',
      zipCode: '6850',
      city: 'Dornbirn',
      appointmentDate: '2026-11-20T12:30:00+01:00',
      donatee: null,
    });
    const response = await postOrder(t.app, body);
    expect(response.json().errors).toBeUndefined();
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      isDelivery: true,
      // Delivery starts at 11:00; at 09:30 it is a pre-order.
      isPreorder: true,
      appointment: '2026-11-20T11:30:00.000Z',
      deliveryAreaName: 'Dornbirn Zentrum',
      itemsGross: 1200,
      deliveryFee: 250,
      totalGross: 1450,
      taxes: [{ rate: 10, gross: 1450, net: 1318, tax: 132 }],
    });
  });

  it('numbers tickets per branch and day, a pre-order for tomorrow in tomorrow’s series', async () => {
    const ticket = async (body: object) => (await postOrder(t.app, body)).json().data.ticketNumber as number;
    const dornbirnToday = await ticket(takeawayOrder(demo));
    expect(await ticket(takeawayOrder(demo))).toBe(dornbirnToday + 1);
    const feldkirch = takeawayOrder(demo, { branch: branchId(demo, 'feldkirch') });
    expect(await ticket(feldkirch)).toBe(1);
    expect(await ticket(feldkirch)).toBe(2);
    const tomorrow = takeawayOrder(demo, { appointmentDate: '2026-11-21T10:00:00+01:00' });
    const response = await postOrder(t.app, tomorrow);
    expect(response.json().data).toMatchObject({ ticketNumber: 1, appointmentDate: '2026-11-21' });
  });

  describe('refuses bad input with German errors naming the field, and writes nothing', () => {
    const cases: [string, (demo: Demo) => object, { field?: string; message: string }[]][] = [
      [
        'missing contact fields',
        (d) => takeawayOrder(d, { firstName: '', lastName: ' ', email: '' }),
        [
          { field: 'firstName', message: checkoutMessages.firstName },
          { field: 'lastName', message: checkoutMessages.lastName },
          { field: 'email', message: checkoutMessages.emailRequired },
        ],
      ],
      [
        'a phone number without +',
        (d) => takeawayOrder(d, { phone: '0664 1234567' }),
        [{ field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.' }],
      ],
      [
        'unticked legal checkboxes',
        (d) => takeawayOrder(d, { legalInstructions: false, privacyPolicy: false }),
        [
          { field: 'legalInstructions', message: checkoutMessages.legalInstructions },
          { field: 'privacyPolicy', message: checkoutMessages.privacyPolicy },
        ],
      ],
      [
        'an unknown product',
        (d) => takeawayOrder(d, { items: [{ ...item(d, 'kaisersemmel'), productId: 999_999 }] }),
        [{ field: 'items.0', message: orderItemMessages.unknown }],
      ],
      [
        'a product of a menu not yet in force',
        (d) =>
          takeawayOrder(d, {
            branch: branchId(d, 'bregenz'),
            appointmentDate: '2026-11-20T10:00:00+01:00',
            items: [item(d, 'erdbeertoertchen')],
          }),
        [{ field: 'items.0', message: orderItemMessages.unknown }],
      ],
      [
        'a product outside its hours',
        (d) => takeawayOrder(d, { items: [item(d, 'tagesmenue')] }),
        [{ field: 'items.0', message: orderItemMessages.unavailable('Tagesmenü') }],
      ],
      [
        'an option the part does not offer',
        (d) =>
          takeawayOrder(d, {
            items: [
              item(d, 'fruehstueck-nach-wahl', {
                parts: {
                  Größe: { kind: 'options', selected: ['Riesiges Frühstück'] },
                  Brot: { kind: 'options', selected: ['Ländle-Bauernbrot'] },
                },
              }),
            ],
          }),
        [{ field: 'items.0', message: orderItemMessages.invalid('Frühstück nach Wahl') }],
      ],
      [
        'an amount the product is not sold in',
        (d) => takeawayOrder(d, { items: [item(d, 'kaisersemmel', { amount: 0.5 })] }),
        [{ field: 'items.0', message: orderItemMessages.invalid('Kaisersemmel') }],
      ],
      [
        'a method the branch does not offer',
        (d) =>
          takeawayOrder(d, {
            branch: branchId(d, 'feldkirch'),
            isDelivery: true,
            street: 'A 1',
            zipCode: '6800',
            city: 'Feldkirch',
          }),
        [{ field: 'method', message: checkoutMessages.methodUnavailable }],
      ],
      [
        'delivery below the minimum order value',
        (d) =>
          takeawayOrder(d, {
            isDelivery: true,
            items: [item(d, 'kaisersemmel', { amount: 2 })],
            deliveryArea: d.branches.get('dornbirn')?.deliveryAreas[0]?.id,
            street: 'Bahnhofstraße 4',
            zipCode: '6850',
            city: 'Dornbirn',
            appointmentDate: '2026-11-20T12:30:00+01:00',
          }),
        [{ field: 'deliveryArea', message: minimumOrderMessage(1200) }],
      ],
      [
        'a delivery area of another branch',
        (d) =>
          takeawayOrder(d, {
            isDelivery: true,
            items: [item(d, 'kaisersemmel', { amount: 30 })],
            deliveryArea: d.branches.get('bregenz')?.deliveryAreas[0]?.id,
            street: 'Bahnhofstraße 4',
            zipCode: '6850',
            city: 'Dornbirn',
            appointmentDate: '2026-11-20T12:30:00+01:00',
          }),
        [{ field: 'deliveryArea', message: checkoutMessages.deliveryArea }],
      ],
      [
        'a table of another branch',
        (d) => takeawayOrder(d, { isDineIn: true, table: 'Schanigarten 1' }),
        [{ field: 'table', message: checkoutMessages.table }],
      ],
      [
        'a time outside the opening hours',
        (d) => takeawayOrder(d, { appointmentDate: '2026-11-21T06:00:00+01:00' }),
        [{ field: 'appointmentDate', message: checkoutMessages.appointmentClosed }],
      ],
      [
        'a time in the past',
        (d) => takeawayOrder(d, { appointmentDate: '2026-11-20T08:00:00+01:00' }),
        [{ field: 'appointmentDate', message: checkoutMessages.appointmentPast }],
      ],
      [
        'no time where the branch requires one',
        (d) => takeawayOrder(d, { branch: branchId(d, 'bregenz') }),
        [{ field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' }],
      ],
      [
        'a cake before its lead time',
        (d) =>
          takeawayOrder(d, {
            items: [item(d, 'sachertorte-ganz')],
            appointmentDate: '2026-11-21T10:00:00+01:00',
          }),
        [
          {
            field: 'appointmentDate',
            message:
              'Einige Produkte in Ihrem Warenkorb benötigen eine Vorlaufzeit. Bitte wählen Sie einen Termin ab 22.11.2026, 09:30 Uhr.',
          },
        ],
      ],
      [
        'a payment method the branch does not take',
        (d) => takeawayOrder(d, { paymentMethod: 'hydro-ag-voucher' }),
        [{ field: 'paymentMethod', message: checkoutMessages.paymentMethod }],
      ],
      [
        'online payment without a configured provider',
        (d) => takeawayOrder(d, { paymentMethod: 'mollie' }),
        [{ field: 'paymentMethod', message: checkoutMessages.paymentMethod }],
      ],
      [
        'an unknown donation recipient',
        (d) => takeawayOrder(d, { donatee: 999 }),
        [{ field: 'donatee', message: 'Bitte wählen Sie eine Organisation aus der Liste.' }],
      ],
      [
        'an unknown branch',
        (d) => takeawayOrder(d, { branch: 999 }),
        [{ field: 'branch', message: 'Diese Filiale nimmt derzeit keine Bestellungen an.' }],
      ],
      [
        'an absurd amount',
        (d) => takeawayOrder(d, { items: [item(d, 'kaisersemmel', { amount: 1e9 })] }),
        [{ field: 'items.0.amount', message: 'Bitte geben Sie eine gültige Menge an.' }],
      ],
      [
        'a negative amount',
        (d) => takeawayOrder(d, { items: [item(d, 'kaisersemmel', { amount: -3 })] }),
        [{ field: 'items.0.amount', message: 'Bitte geben Sie eine gültige Menge an.' }],
      ],
    ];

    it.each(cases)('%s', async (_label, build, errors) => {
      const before = await orderTableCounts(t.database.db);
      const response = await postOrder(t.app, build(demo));
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().errors).toEqual(errors);
      expect(await orderTableCounts(t.database.db)).toEqual(before);
    });

    it('an empty cart, a missing body and a wrong type', async () => {
      const before = await orderTableCounts(t.database.db);
      for (const body of [
        takeawayOrder(demo, { items: [] }),
        {},
        takeawayOrder(demo, { isDelivery: 'ja' }),
      ]) {
        const response = await postOrder(t.app, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].message).toEqual(expect.any(String));
      }
      expect(await orderTableCounts(t.database.db)).toEqual(before);
    });
  });
});
