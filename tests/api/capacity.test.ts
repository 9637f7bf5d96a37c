import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaInstant } from '../../src/domain/opening-hours/vienna-time.js';
import {
  categories,
  departments,
  products,
  users,
  workingActivities,
} from '../../src/server/db/schema/index.js';
import { BOARD_SLOTS_TTL_MS, CAPACITY_SLOTS_TTL_MS } from '../../src/server/ordering/capacity/routes.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const DAY = '2026-11-20';
const at = (time: string) => viennaInstant(DAY, time);

describe.each(testDatabases)('kitchen capacity, busy mode and pause on $name', (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let demo: Demo;
  let dornbirn: number;
  let boardKey: string;
  let now = at('12:10');

  const capacity = (settings: unknown) =>
    admin.request({ method: 'PUT', url: `/api/branches/${dornbirn}/capacity`, payload: settings as object });
  const ordering = (change: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/branches/${dornbirn}/ordering-state`,
      payload: change as object,
    });
  const orderAt = (time: string | null, key = randomUUID()) =>
    postOrder(
      t.app,
      takeawayOrder(demo, { appointmentDate: time === null ? null : at(time).toISOString() }),
      key,
    );
  const slots = async () => {
    const items = takeawayOrder(demo)
      .items.map((line) => `${line.productId}:${line.amount}`)
      .join(',');
    const answer = await t.app.inject({
      url: `/api/branches/${dornbirn}/capacity-slots?date=${DAY}&method=takeaway&items=${items}`,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { slots: { start: string; hasRoom: boolean }[]; minutes: number };
  };
  const roomAt = async (time: string) =>
    (await slots()).slots.find((slot) => slot.start === at(time).toISOString())?.hasRoom;
  // The picker's answer is shared for up to CAPACITY_SLOTS_TTL_MS (ADR 043): an order or a person
  // clocking in shows within it.
  const soon = { timeout: CAPACITY_SLOTS_TTL_MS + 1_000, interval: 100 };
  const status = async () =>
    (await t.app.inject({ url: `/api/branches/${dornbirn}/ordering-status` })).json().data as {
      isPaused: boolean;
      resumesAt: string | null;
      extraMinutes: number;
    };
  // The status and the checkout share the branch's pause and busy mode for half a second (ADR 011): a
  // change shows in both once the status shows it.
  const statusSoon = () => expect.poll(status, { timeout: 2_000, interval: 50 });

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { now: () => now } });
    admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    demo = await loadDemo(t.app);
    dornbirn = branchId(demo, 'dornbirn');
    const issued = await admin.request({
      method: 'POST',
      url: `/api/branches/${dornbirn}/api-keys/frontdesk`,
    });
    boardKey = issued.json().data.apiKey as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off by default: any number of orders per slot, nothing in the slots answer', async () => {
    const read = await admin.request({ url: `/api/branches/${dornbirn}/capacity` });
    expect(read.json().data.settings).toMatchObject({ isEnabled: false, slotMinutes: 15, rules: [] });
    expect((await slots()).slots).toEqual([]);
    for (let index = 0; index < 3; index += 1) expect((await orderAt('13:15')).statusCode).toBe(201);
  });

  it('answers 404 for the ordering status and the slot picker of a branch that does not exist', async () => {
    const unknown = 987_654;
    const answers = [
      await t.app.inject({ url: `/api/branches/${unknown}/ordering-status` }),
      await t.app.inject({
        url: `/api/branches/${unknown}/capacity-slots?date=${DAY}&method=takeaway&items=1:1`,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errors[0].message).toBe('Filiale wurde nicht gefunden.');
    }
    expect((await t.app.inject({ url: `/api/branches/${dornbirn}/ordering-status` })).statusCode).toBe(200);
  });

  it('refuses bad settings in German and changes nothing', async () => {
    const answer = await capacity({
      isEnabled: true,
      slotMinutes: 20,
      rules: [{ channel: 'takeaway', maxOrders: -1 }],
    });
    expect(answer.statusCode).toBe(400);
    const messages = (answer.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toContain('Die Slot-Länge ist 15 oder 30 Minuten.');
    expect(messages).toContain('Bitte geben Sie eine ganze Zahl von 0 bis 10000 an.');
    const read = await admin.request({ url: `/api/branches/${dornbirn}/capacity` });
    expect(read.json().data.settings.isEnabled).toBe(false);
  });

  it('fills a slot, shows it full, and names the next free time in a German 409', async () => {
    expect(
      (await capacity({ isEnabled: true, slotMinutes: 15, rules: [{ channel: 'takeaway', maxOrders: 2 }] }))
        .statusCode,
    ).toBe(200);
    expect(await roomAt('12:15')).toBe(true);
    const key = randomUUID();
    const first = await orderAt('12:15', key);
    expect(first.statusCode).toBe(201);
    expect((await orderAt('12:25')).statusCode).toBe(201);
    await expect.poll(() => roomAt('12:15'), soon).toBe(false);
    expect(await roomAt('12:30')).toBe(true);

    const refused = await orderAt('12:20');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        field: 'appointmentDate',
        message:
          'Zu dieser Zeit ist unsere Küche leider ausgebucht. Der nächste freie Termin ist um 12:30 Uhr.',
      },
    ]);
    // Delivery is not limited by the takeaway rule.
    const delivery = await t.app.inject({
      url: `/api/branches/${dornbirn}/capacity-slots?date=${DAY}&method=dineIn&items=1:1`,
    });
    expect(
      delivery.json().data.slots.find((slot: { start: string }) => slot.start === at('12:15').toISOString())
        .hasRoom,
    ).toBe(true);

    // A replay of the acknowledged key gets its first answer, not the full slot.
    const replay = await orderAt('12:15', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });

  it("'Viel los' lengthens the lead time for the checkout and the order", async () => {
    await capacity({ isEnabled: false });
    expect((await ordering({ action: 'busy', minutes: 30 })).statusCode).toBe(200);
    await statusSoon().toMatchObject({ isPaused: false, extraMinutes: 30 });
    const early = await orderAt('12:35');
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toBe(
      'Wegen großen Andrangs ist Ihre Bestellung frühestens um 12:40 Uhr fertig. Bitte wählen Sie einen späteren Termin.',
    );
    expect((await orderAt('12:45')).statusCode).toBe(201);
    await ordering({ action: 'busy', minutes: 0 });
  });

  it('a paused branch refuses orders naming when it resumes, and takes them again after', async () => {
    const board = await t.app.inject({
      method: 'POST',
      url: `/api/orders/frontdesk/${dornbirn}/${boardKey}/ordering-state`,
      payload: { action: 'pause', minutes: 15 },
    });
    expect(board.statusCode).toBe(200);
    expect(board.json().data).toMatchObject({ isPaused: true, resumesAt: at('12:25').toISOString() });
    await statusSoon().toMatchObject({ isPaused: true, resumesAt: at('12:25').toISOString() });
    const refused = await orderAt(null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'Online-Bestellungen sind in dieser Filiale bis 12:25 Uhr pausiert. Ab dann nehmen wir gerne wieder Bestellungen an.',
    );
    now = at('12:26');
    await statusSoon().toMatchObject({ isPaused: false });
    expect((await orderAt(null)).statusCode).toBe(201);

    await ordering({ action: 'pause', minutes: null });
    await statusSoon().toMatchObject({ isPaused: true, resumesAt: null });
    expect((await orderAt(null)).json().errors[0].message).toContain('gerade pausiert');
    await ordering({ action: 'resume' });
    await statusSoon().toMatchObject({ isPaused: false });

    const logs = await admin.request({ url: '/api/logs?entity=branch-ordering-state&limit=20' });
    const bys = (logs.json().data as { after: { by: string }; user: { id: number } | null }[]).map(
      (log) => log.after.by,
    );
    expect(bys).toEqual(expect.arrayContaining(['frontdesk-board', 'backoffice']));
  });

  it('counts orders refused by capacity, pause and busy mode per day', async () => {
    const answer = await admin.request({ url: `/api/statistics/lost-demand?from=${DAY}&to=${DAY}` });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as {
      refused: number;
      days: { reason: string; outcome: string; orders: number }[];
    };
    const refused = (reason: string) =>
      data.days.find((day) => day.reason === reason && day.outcome === 'refused')?.orders;
    expect(refused('capacity')).toBe(1);
    expect(refused('busy')).toBe(1);
    expect(refused('pause')).toBe(2);
    expect(data.days.find((day) => day.reason === 'busy' && day.outcome === 'moved')?.orders).toBe(1);
  });

  it('pauses by itself above Z orders in progress and logs the rule', async () => {
    now = at('15:00');
    await capacity({ isEnabled: true, autoRules: { pauseAbove: 3, busyAbove: 1, busyMinutes: 30 } });
    await statusSoon().toMatchObject({ isPaused: true, resumesAt: null });
    const logs = await admin.request({ url: '/api/logs?entity=branch-ordering-state&limit=5' });
    expect(logs.json().data[0].after).toMatchObject({ by: 'rule', auto: 'pause' });
    expect(logs.json().data[0].after.rule).toContain('mehr als 3 Bestellungen in Arbeit');
    await capacity({ isEnabled: false });
  });

  it("sums the cart's make time from products and their categories", async () => {
    await capacity({ isEnabled: true, rules: [{ channel: 'all', maxMinutes: 20 }] });
    const croissant = demo.products.get('buttercroissant')!.id;
    await t.database.db.update(categories).set({ makeMinutes: 2 });
    await t.database.db.update(products).set({ makeMinutes: 5 }).where(eq(products.id, croissant));
    // Three rolls at their category's 2 minutes, a croissant at its own 5.
    expect((await slots()).minutes).toBe(11);
    expect(await roomAt('17:00')).toBe(true);
    expect((await orderAt('17:00')).statusCode).toBe(201);
    // 11 of 20 minutes taken: another 11 no longer fit.
    await expect.poll(() => roomAt('17:00'), soon).toBe(false);
    // A new make time counts as soon as the catalogue's change is announced (make times are kept per
    // catalogue version).
    await t.database.db.update(products).set({ makeMinutes: 8 }).where(eq(products.id, croissant));
    await expect.poll(async () => (await slots()).minutes, { timeout: 3_000 }).toBe(14);
    await t.database.db.update(products).set({ makeMinutes: null }).where(eq(products.id, croissant));
    await t.database.db.update(categories).set({ makeMinutes: null });
    await capacity({ isEnabled: false });
  });

  it('gives each person of the chosen department on the clock the rule’s extra room', async () => {
    now = at('16:00');
    const [kitchen] = await t.database.db
      .insert(departments)
      .values({ name: 'Küche', branchId: dornbirn })
      .returning();
    await capacity({
      isEnabled: true,
      departmentId: kitchen!.id,
      rules: [{ channel: 'all', maxOrders: 0, ordersPerPerson: 1 }],
    });
    expect(await roomAt('16:30')).toBe(false);
    const cook = await signInAs(t, {
      email: 'koch@cafe.example',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [dornbirn],
    });
    await t.database.db.update(users).set({ departmentId: kitchen!.id }).where(eq(users.id, cook.userId));
    await t.database.db
      .insert(workingActivities)
      .values({ userId: cook.userId, branchId: dornbirn, startedAt: at('15:30') });
    await expect.poll(() => roomAt('16:30'), soon).toBe(true);
    expect((await orderAt('16:30')).statusCode).toBe(201);
    await expect.poll(() => roomAt('16:30'), soon).toBe(false);

    const strip = await t.app.inject({ url: `/api/orders/frontdesk/${dornbirn}/${boardKey}/capacity` });
    expect(strip.statusCode).toBe(200);
    const data = strip.json().data as {
      people: number;
      slots: { start: string; orders: number; freeOrders: number }[];
    };
    expect(data.people).toBe(1);
    expect(data.slots.map((slot) => slot.start)).toEqual(
      ['16:00', '16:15', '16:30', '16:45'].map((time) => at(time).toISOString()),
    );
    expect(data.slots[2]).toMatchObject({ orders: 1, freeOrders: 0 });
    expect((await t.app.inject({ url: `/api/orders/frontdesk/${dornbirn}/wrong/capacity` })).statusCode).toBe(
      403,
    );

    // The boards share one strip (BOARD_SLOTS_TTL_MS); the branch's next order event ends it at once.
    expect((await orderAt('16:45')).statusCode).toBe(201);
    const placedAt = Date.now();
    let orders = 0;
    while (orders === 0 && Date.now() - placedAt < BOARD_SLOTS_TTL_MS - 200) {
      const again = await t.app.inject({ url: `/api/orders/frontdesk/${dornbirn}/${boardKey}/capacity` });
      orders = (again.json().data as typeof data).slots[3]!.orders;
      if (orders === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(orders).toBe(1);
  });
});
