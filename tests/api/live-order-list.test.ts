import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyOrderEvent,
  listDayOf,
  type LiveList,
  type LiveOrderEvent,
} from '../../src/domain/order-board/live-list.js';
import type { StaffOrder } from '../../src/domain/schemas/staff-order.js';
import { createOrderFeed } from '../../src/server/ordering/desk/order-feed.js';
import { createEventBus, type EventBus } from '../../src/server/realtime/event-bus.js';
import { signInCounterStaff } from './desk-staff.js';
import { item, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('the live current-order list on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let staff: StaffSession;
  let bus: EventBus;
  const heard: LiveOrderEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
    staff = await signInCounterStaff(t, demo, 'dornbirn');
    bus = createEventBus(t.database.driver);
    const feed = createOrderFeed(bus, t.database.db, t.app.log);
    await feed.subscribe((event) => {
      if (event !== null) heard.push(event);
    });
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

  async function loadList(): Promise<LiveList> {
    const response = await staff.request({ method: 'GET', url: '/api/orders/current' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: StaffOrder[]; meta: { versions: Record<string, number> } };
    return { orders: body.data, versions: body.meta.versions };
  }

  const ids = (list: LiveList) => list.orders.map((order) => order.id);

  it('carries each change with the order and the next version, so a board that missed one reloads once', async () => {
    let list = await loadList();
    const from = heard.length;
    const placed = [await place(), await place(), await place()];
    await expect.poll(() => heard.length - from).toBeGreaterThanOrEqual(3);
    const events = heard.slice(from);
    const dornbirn = String(events[0]!.branchId);
    // Consecutive, from the version the list was read at.
    expect(events.map((event) => event.version)).toEqual(
      events.map((_, index) => list.versions[dornbirn]! + index + 1),
    );
    expect(events.map((event) => event.order?.id)).toEqual(placed);

    // The board hears the first, misses the second, hears the third: a gap, one reload, then live again.
    let reloads = 0;
    for (const event of [events[0]!, events[2]!]) {
      const step = applyOrderEvent(list, event, listDayOf(fixedNow));
      if (step.kind === 'applied') list = step.list;
      else if (step.kind === 'gap') {
        reloads += 1;
        list = await loadList();
        const again = applyOrderEvent(list, event, listDayOf(fixedNow));
        expect(again.kind).toBe('held');
      }
    }
    expect(reloads).toBe(1);
    expect(ids(list)).toEqual(expect.arrayContaining(placed));

    // A status change arrives as the order's new state and the list follows without a reload.
    const before = heard.length;
    const confirm = await staff.request({ method: 'POST', url: `/api/orders/${placed[0]}/status/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await expect.poll(() => heard.length).toBeGreaterThan(before);
    for (const event of heard.slice(before)) {
      const step = applyOrderEvent(list, event, listDayOf(fixedNow));
      expect(step.kind).toBe('applied');
      if (step.kind === 'applied') list = step.list;
    }
    expect(list.orders.find((order) => order.id === placed[0])?.status).toBe('confirmed');
    expect(ids(list)).toEqual(ids(await loadList()));
  });

  it('carries the order as the staff API answers it, every line in its place', async () => {
    const from = heard.length;
    const id = await place({
      items: [
        item(demo, 'nusskipferl'),
        item(demo, 'kaisersemmel', { amount: 3 }),
        item(demo, 'buttercroissant', { amount: 2 }),
      ],
    });
    await expect.poll(() => heard.slice(from).some((event) => event.order?.id === id)).toBe(true);
    const carried = heard.slice(from).find((event) => event.order?.id === id)!.order!;
    const answered = await staff.request({ method: 'GET', url: `/api/orders/${id}` });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(carried).toEqual(answered.json().data);
    expect(carried.items.map((line) => line.amount)).toEqual([1, 3, 2]);
  });

  it('answers screens at the same versions alike, and a new list as soon as an order changed', async () => {
    const [first, second] = await Promise.all([
      staff.request({ method: 'GET', url: '/api/orders/current' }),
      staff.request({ method: 'GET', url: '/api/orders/current' }),
    ]);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const placed = await place();
    const afterPlacing = await loadList();
    expect(ids(afterPlacing)).toContain(placed);
    const confirm = await staff.request({ method: 'POST', url: `/api/orders/${placed}/status/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await loadList()).orders.find((order) => order.id === placed)?.status).toBe('confirmed');
  });

  it('keeps seen pre-orders of later days off the current list and pages them on the later view', async () => {
    const later = [
      await place({ appointmentDate: '2026-11-24T10:00:00+01:00' }),
      await place({ appointmentDate: '2026-11-21T10:00:00+01:00' }),
      await place({ appointmentDate: '2026-11-25T10:00:00+01:00' }),
    ];
    // Unseen, a new pre-order is on the board, which alerts for it.
    expect(ids(await loadList())).toEqual(expect.arrayContaining(later));
    for (const id of later) {
      const seen = await staff.request({ method: 'POST', url: `/api/orders/${id}/acknowledge`, payload: {} });
      expect(seen.statusCode, seen.body).toBe(200);
    }
    for (const id of later) expect(ids(await loadList())).not.toContain(id);

    const first = await staff.request({ method: 'GET', url: '/api/orders/later?limit=2' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.json().data as StaffOrder[]).map((order) => order.id)).toEqual([later[1], later[0]]);
    const second = await staff.request({ method: 'GET', url: '/api/orders/later?limit=2&offset=2' });
    expect((second.json().data as StaffOrder[]).map((order) => order.id)).toEqual([later[2]]);

    const wrong = await staff.request({ method: 'GET', url: '/api/orders/later?limit=0' });
    expect(wrong.statusCode).toBe(400);
  });
});
