import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderingStatus } from '../../src/domain/capacity/public-state.js';
import { changeOrdering } from '../../src/server/ordering/capacity/service.js';
import { followEvents } from './follow-events.js';
import { branchId, loadDemo, type Demo } from './order-fixtures.js';
import { signInAs, type StaffSession } from './staff-session.js';
import { createTestApp, listenOnLoopback, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('the branch page’s live ordering status on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let admin: StaffSession;
  let dornbirn: number;
  let boardKey: string;
  let base: string;
  const aborts = new AbortController();
  const now = new Date('2026-11-20T10:10:00Z');

  beforeAll(async () => {
    t = await createTestApp(target, { deps: { now: () => now, statusStreamLimit: 3 } });
    admin = await signInAs(t, { email: 'leitung@cafe.example', roles: ['ROLE_ADMIN'] });
    demo = await loadDemo(t.app);
    dornbirn = branchId(demo, 'dornbirn');
    boardKey = (
      await admin.request({ method: 'POST', url: `/api/branches/${dornbirn}/api-keys/frontdesk` })
    ).json().data.apiKey as string;
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    aborts.abort();
    await t?.close();
  });

  const eventsOf = (id: number) => `${base}/api/branches/${id}/ordering-status/events`;
  const follow = (url: string, signal: AbortSignal) =>
    followEvents<{ data: OrderingStatus }>(url, 'status', signal);
  const polled = async () =>
    (await t.app.inject({ url: `/api/branches/${dornbirn}/ordering-status` })).json().data as OrderingStatus;

  it('sends the poll’s answer at once, and a pause from the board within half a second', async () => {
    const stream = await follow(eventsOf(dornbirn), aborts.signal);
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await expect.poll(() => stream.heard.length, { timeout: 3_000 }).toBe(1);
    expect(stream.heard[0]!.data.data).toEqual(await polled());
    expect(stream.heard[0]!.data.data.isPaused).toBe(false);

    const pausedAt = performance.now();
    const board = await t.app.inject({
      method: 'POST',
      url: `/api/orders/frontdesk/${dornbirn}/${boardKey}/ordering-state`,
      payload: { action: 'pause', minutes: 30 },
    });
    expect(board.statusCode).toBe(200);
    await expect.poll(() => stream.heard.at(-1)?.data.data.isPaused, { timeout: 2_000 }).toBe(true);
    expect(stream.heard.at(-1)!.at - pausedAt).toBeLessThan(500);
    expect(stream.heard.at(-1)!.data.data.resumesAt).toBe('2026-11-20T10:40:00.000Z');

    await admin.request({
      method: 'POST',
      url: `/api/branches/${dornbirn}/ordering-state`,
      payload: { action: 'resume' },
    });
    await expect.poll(() => stream.heard.at(-1)?.data.data.isPaused, { timeout: 2_000 }).toBe(false);
  });

  it('hears a change another instance made within 2 s, once, and nothing while nothing changes', async () => {
    const stream = await follow(eventsOf(dornbirn), aborts.signal);
    await expect.poll(() => stream.heard.length, { timeout: 3_000 }).toBe(1);
    // Written beside this instance's routes, as another instance would: only the regular look finds it.
    const changedAt = performance.now();
    await changeOrdering(t.database.db, {
      branchId: dornbirn,
      change: { action: 'busy', minutes: 30 },
      userId: null,
      by: 'backoffice',
      now,
    });
    await expect.poll(() => stream.heard.at(-1)?.data.data.extraMinutes, { timeout: 3_000 }).toBe(30);
    expect(stream.heard.at(-1)!.at - changedAt).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(stream.heard).toHaveLength(2);
  });

  it('refuses an unknown branch with 404 and opens no stream', async () => {
    const unknown = await follow(eventsOf(987_654), aborts.signal);
    expect(unknown.status).toBe(404);
    expect((await unknown.response.json()).errors[0].message).toBe('Filiale wurde nicht gefunden.');
  });

  it('answers 503 with Retry-After beyond the limit, and takes pages again once a stream closed', async () => {
    const open = new AbortController();
    // Two streams of the earlier tests are still open; the limit is three.
    expect((await follow(eventsOf(dornbirn), open.signal)).status).toBe(200);
    const refused = await follow(eventsOf(dornbirn), aborts.signal);
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect((await refused.response.json()).errors[0].message).toBe(
      'Die Live-Anzeige ist gerade ausgelastet. Ob Bestellungen möglich sind, wird weiterhin jede Sekunde abgefragt.',
    );
    open.abort();
    await expect
      .poll(async () => (await follow(eventsOf(dornbirn), aborts.signal)).status, { timeout: 3_000 })
      .toBe(200);
  });
});
