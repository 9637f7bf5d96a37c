import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaInstant } from '../../src/domain/opening-hours/vienna-time.js';
import { validationMessages } from '../../src/domain/validation/messages.js';
import { logs } from '../../src/server/db/schema/index.js';
import { CAPACITY_SLOTS_TTL_MS } from '../../src/server/ordering/capacity/routes.js';
import { branchId, item, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

const DAY = '2026-11-20';
const at = (time: string) => viennaInstant(DAY, time);
const outOfRange = validationMessages.minutesRange(240);

// A product's own make time in the back office, and what the kitchen's capacity makes of it (ADR 037).
describe.each(testDatabases)("a product's make time on $name", (target) => {
  let t: TestApp;
  let admin: StaffSession;
  let demo: Demo;
  let dornbirn: number;
  let semmel: number;

  const product = async (id: number) => {
    const answer = await admin.request({ url: `/api/products/${id}` });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Record<string, unknown> & { id: number; makeMinutes: number | null };
  };
  const putProduct = async (id: number, change: Record<string, unknown>) =>
    admin.request({
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { ...(await product(id)), ...change },
    });
  /** Three Kaisersemmeln at 17:00 as the checkout asks: their minutes and whether they fit. */
  const threeRolls = async () => {
    const answer = await t.app.inject({
      url: `/api/branches/${dornbirn}/capacity-slots?date=${DAY}&method=takeaway&items=${semmel}:3`,
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { minutes: number; slots: { start: string; hasRoom: boolean }[] };
    return {
      minutes: data.minutes,
      fits: data.slots.find((slot) => slot.start === at('17:00').toISOString())?.hasRoom,
    };
  };
  const orderRolls = () =>
    postOrder(
      t.app,
      takeawayOrder(demo, {
        items: [item(demo, 'kaisersemmel', { amount: 3 })],
        appointmentDate: at('17:00').toISOString(),
      }),
      randomUUID(),
    );

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { now: () => at('12:10') } });
    admin = await signInAs(t, { email: 'kueche@cafe.example', roles: ['ROLE_ADMIN'] });
    demo = await loadDemo(t.app);
    dornbirn = branchId(demo, 'dornbirn');
    semmel = demo.products.get('kaisersemmel')!.id;
    // Every category listing the roll takes 2 minutes a piece (of several, the largest would count).
    const menus = (await admin.request({ url: '/api/menus' })).json().data as {
      catalog: { categories: { id: number; products: { id: number }[] }[] };
    }[];
    const categoryIds = new Set(
      menus.flatMap((menu) =>
        menu.catalog.categories
          .filter((category) => category.products.some((entry) => entry.id === semmel))
          .map((category) => category.id),
      ),
    );
    expect(categoryIds.size).toBeGreaterThan(0);
    for (const id of categoryIds) {
      const category = (await admin.request({ url: `/api/categories/${id}` })).json().data;
      const saved = await admin.request({
        method: 'PUT',
        url: `/api/categories/${id}`,
        payload: { ...category, makeMinutes: 2 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const capacity = await admin.request({
      method: 'PUT',
      url: `/api/branches/${dornbirn}/capacity`,
      payload: { isEnabled: true, rules: [{ channel: 'all', maxMinutes: 12 }] },
    });
    expect(capacity.statusCode, capacity.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores and answers a product's make time; empty takes its category's", async () => {
    // The demo roll has none of its own: three count at their category's 2 minutes.
    expect((await product(semmel)).makeMinutes).toBeNull();
    expect(await threeRolls()).toEqual({ minutes: 6, fits: true });

    const saved = await putProduct(semmel, { makeMinutes: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.makeMinutes).toBe(5);
    expect((await product(semmel)).makeMinutes).toBe(5);
    const page = (await admin.request({ url: '/api/products?page=1&pageSize=50&q=kaisersemmel' })).json();
    expect(page.data).toContainEqual(expect.objectContaining({ id: semmel, makeMinutes: 5 }));
    // Its own 5 minutes replace the category's 2: 15 minutes no longer fit in the slot's 12.
    expect(await threeRolls()).toEqual({ minutes: 15, fits: false });
    expect((await orderRolls()).statusCode).toBe(409);

    expect((await putProduct(semmel, { makeMinutes: 4 })).statusCode).toBe(200);
    expect(await threeRolls()).toEqual({ minutes: 12, fits: true });
    expect((await orderRolls()).statusCode).toBe(201);
    // The order took the slot's 12 minutes; the picker shows it within its shared second (ADR 043).
    await expect
      .poll(async () => (await threeRolls()).fits, { timeout: CAPACITY_SLOTS_TTL_MS + 1_000, interval: 100 })
      .toBe(false);

    const cleared = await putProduct(semmel, { makeMinutes: null });
    expect(cleared.json().data.makeMinutes).toBeNull();
    expect((await threeRolls()).minutes).toBe(6);
  });

  it.each([
    [241, outOfRange],
    [-1, outOfRange],
    [2.5, validationMessages.wholeNumber],
    ['10', validationMessages.number],
  ])('refuses a make time of %j in German and keeps the stored one', async (makeMinutes, message) => {
    expect((await putProduct(semmel, { makeMinutes: 7 })).statusCode).toBe(200);
    const logsBefore = await t.database.db.$count(logs);

    const refused = await putProduct(semmel, { makeMinutes });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'makeMinutes', message }]);
    expect((await product(semmel)).makeMinutes).toBe(7);

    const created = await admin.request({
      method: 'POST',
      url: '/api/products',
      payload: {
        uid: 'zu-lange',
        name: 'Zu lange',
        price: 100,
        tax: 10,
        takeawayTax: 10,
        dineInTax: 10,
        makeMinutes,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ field: 'makeMinutes', message }]);
    const list = (await admin.request({ url: '/api/products?page=1&pageSize=50&q=zu-lange' })).json();
    expect(list.data).toEqual([]);
    expect(await t.database.db.$count(logs)).toBe(logsBefore);
  });

  it('holds a category to the same rule', async () => {
    const [{ id }] = (await admin.request({ url: '/api/categories' })).json().data as [{ id: number }];
    const category = (await admin.request({ url: `/api/categories/${id}` })).json().data;
    const refused = await admin.request({
      method: 'PUT',
      url: `/api/categories/${id}`,
      payload: { ...category, makeMinutes: 241 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'makeMinutes', message: outOfRange }]);
    expect((await admin.request({ url: `/api/categories/${id}` })).json().data).toEqual(category);
  });
});
