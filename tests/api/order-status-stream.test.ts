import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCounterStaff } from './desk-staff.js';
import { followEvents } from './follow-events.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, listenOnLoopback, testDatabases, type TestApp } from './test-app.js';

type Link = { id: number; uid: string; hash: string };
type StatusAnswer = { data: { id: number; isConfirmed: boolean; isInDelivery: boolean } };

describe.each(testDatabases)('the live status stream on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let staff: StaffSession;
  let base: string;
  const aborts = new AbortController();

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { publicOrderCacheMs: 60_000, statusStreamLimit: 3 } });
    demo = await loadDemo(t.app);
    staff = await signInCounterStaff(t, demo, 'dornbirn');
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    aborts.abort();
    await t?.close();
  });

  const place = async (): Promise<Link> => (await postOrder(t.app, takeawayOrder(demo))).json().data;
  const follow = async (url: string, signal: AbortSignal) => {
    const stream = await followEvents<StatusAnswer>(url, 'order', signal);
    return {
      ...stream,
      get answers() {
        return stream.heard.map((event) => event.data);
      },
    };
  };
  const eventsOf = (link: Link, hash = link.hash) => `${base}/api/orders/public/${link.uid}/${hash}/events`;

  it('sends the order at once and again within a second of each staff action', async () => {
    const link = await place();
    const stream = await follow(eventsOf(link), aborts.signal);
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await expect.poll(() => stream.answers.length, { timeout: 3_000 }).toBe(1);
    expect(stream.answers[0]!.data).toMatchObject({ id: link.id, isConfirmed: false });

    const confirmedAt = performance.now();
    const confirm = await staff.request({ method: 'POST', url: `/api/orders/${link.id}/status/confirm` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await expect
      .poll(() => stream.answers.at(-1)?.data.isConfirmed, { timeout: 1_000, interval: 10 })
      .toBe(true);
    expect(performance.now() - confirmedAt).toBeLessThan(1_000);

    await staff.request({ method: 'POST', url: `/api/orders/${link.id}/status/in-delivery` });
    await expect
      .poll(() => stream.answers.at(-1)?.data.isInDelivery, { timeout: 1_000, interval: 10 })
      .toBe(true);
  });

  it("hears only its own order's changes", async () => {
    const mine = await place();
    const other = await place();
    const stream = await follow(eventsOf(mine), aborts.signal);
    await expect.poll(() => stream.answers.length, { timeout: 3_000 }).toBe(1);
    await staff.request({ method: 'POST', url: `/api/orders/${other.id}/status/confirm` });
    await staff.request({ method: 'POST', url: `/api/orders/${mine.id}/status/reject` });
    await expect.poll(() => stream.answers.length, { timeout: 3_000 }).toBe(2);
    expect(stream.answers.map((answer) => answer.data.id)).toEqual([mine.id, mine.id]);
  });

  it('refuses a wrong hash with 404 and opens no stream', async () => {
    const link = await place();
    const wrong = await follow(eventsOf(link, '0'.repeat(32)), aborts.signal);
    expect(wrong.status).toBe(404);
    expect((await wrong.response.json()).errors[0].message).toBe('Diese Bestellung wurde nicht gefunden.');
  });

  it('answers 503 with Retry-After beyond the limit, and takes guests again once a stream closed', async () => {
    const open = new AbortController();
    const link = await place();
    // Two streams of the earlier tests are still open; the limit is three.
    const third = await follow(eventsOf(link), open.signal);
    expect(third.status).toBe(200);
    const refused = await follow(eventsOf(link), aborts.signal);
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect((await refused.response.json()).errors[0].message).toBe(
      'Die Live-Anzeige ist gerade ausgelastet. Der Status wird weiterhin alle 10 Sekunden aktualisiert.',
    );
    open.abort();
    await expect
      .poll(async () => (await follow(eventsOf(link), aborts.signal)).status, { timeout: 3_000 })
      .toBe(200);
  });
});
