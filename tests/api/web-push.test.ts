import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders, pushSubscriptions } from '../../src/server/db/schema/index.js';
import {
  newBrowserSubscription,
  startFakePushService,
  verifyVapid,
  type FakePushService,
} from '../support/fake-push-service.js';
import { signInCounterStaff } from './desk-staff.js';
import { loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import type { StaffSession } from './staff-session.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

type Link = { id: number; uid: string; hash: string; ticketNumber: number | null };
const contact = 'mailto:betrieb@tischlein.test';

describe.each(testDatabases)('status notifications by Web Push on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  let staff: StaffSession;
  let pushService: FakePushService;
  let publicKey: string;

  beforeAll(async () => {
    pushService = await startFakePushService();
    t = await createTestApp(target, {
      deps: { notifications: { push: { contact, allowHttpEndpoints: true } } },
    });
    demo = await loadDemo(t.app);
    staff = await signInCounterStaff(t, demo, 'dornbirn');
    const key = await t.app.inject({ url: '/api/web-push/key' });
    publicKey = key.json().data.publicKey;
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const place = async (overrides: Record<string, unknown> = {}): Promise<Link> =>
    (await postOrder(t.app, takeawayOrder(demo, overrides))).json().data;
  const subscribe = (link: Link, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/public/${link.uid}/${link.hash}/push-subscription`,
      payload: body,
    });
  const act = async (link: Link, action: string) => {
    const response = await staff.request({ method: 'POST', url: `/api/orders/${link.id}/status/${action}` });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();
  };
  const pushesOf = (orderId: number) =>
    t.database.db
      .select()
      .from(messages)
      .where(eq(messages.orderId, orderId))
      .orderBy(messages.id)
      .then((rows) => rows.filter((row) => row.channel === 'push'));

  it('keeps one VAPID key pair in the database and serves its public key', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ url: '/api/web-push/key' });
    expect(again.json().data.publicKey).toBe(publicKey);
  });

  it('sends the confirmation and "ready for pickup", signed and encrypted, and logs each like a mail', async () => {
    const link = await place({ appointmentDate: '2026-11-20T11:30:00.000Z' });
    const browser = newBrowserSubscription(`${pushService.origin}/push/guest-1`);
    expect((await subscribe(link, browser.json)).json()).toEqual({ data: { subscribed: true } });
    const before = pushService.received.length;

    await act(link, 'confirm');
    const confirmed = pushService.received.slice(before);
    expect(confirmed).toHaveLength(1);
    const request = confirmed[0]!;
    expect(request.path).toBe('/push/guest-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(request.headers, publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(contact);
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
    const shown = JSON.parse(browser.decrypt(request.body));
    expect(shown).toMatchObject({
      title: `Ihre Bestellung Nr. ${link.ticketNumber} wurde bestätigt`,
      url: expect.stringContaining(`/status/${link.uid}/${link.hash}`),
      tag: `order-${link.id}`,
    });
    expect(shown.body).toBe(
      'Café Tischlein Dornbirn Marktplatz bereitet sie vor. Termin: Freitag, 20. November 2026, 12:30 Uhr',
    );

    await act(link, 'in-delivery');
    const ready = pushService.received.at(-1)!;
    expect(JSON.parse(browser.decrypt(ready.body)).title).toBe('Ihre Bestellung ist abholbereit');

    const logged = await pushesOf(link.id);
    expect(logged.map((row) => [row.template, row.status, row.recipient, row.providerStatus])).toEqual([
      ['push-confirmed', 'sent', new URL(pushService.origin).host, 'HTTP 201'],
      ['push-in-delivery', 'sent', new URL(pushService.origin).host, 'HTTP 201'],
    ]);
  });

  it('removes a subscription the push service says is gone (410) and does not retry', async () => {
    const link = await place();
    const browser = newBrowserSubscription(`${pushService.origin}/push/expired`);
    await subscribe(link, browser.json);
    pushService.answer('/push/expired', 410);
    await act(link, 'reject');
    const [logged] = await pushesOf(link.id);
    expect(logged).toMatchObject({ status: 'failed', providerStatus: 'HTTP 410', nextAttemptAt: null });
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, link.id));
    expect(kept).toEqual([]);
  });

  it('retries when the push service is down (5xx)', async () => {
    const link = await place();
    const browser = newBrowserSubscription(`${pushService.origin}/push/busy`);
    await subscribe(link, browser.json);
    pushService.answer('/push/busy', 503);
    await act(link, 'confirm');
    const [logged] = await pushesOf(link.id);
    expect(logged).toMatchObject({ status: 'failed', providerStatus: 'HTTP 503', attempts: 1 });
    expect(logged!.nextAttemptAt).not.toBeNull();
  });

  it('tells of a cancellation by the shop', async () => {
    const link = await place();
    const browser = newBrowserSubscription(`${pushService.origin}/push/guest-2`);
    await subscribe(link, browser.json);
    const response = await staff.request({
      method: 'POST',
      url: `/api/orders/${link.id}/status/cancel`,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();
    expect(JSON.parse(browser.decrypt(pushService.received.at(-1)!.body))).toMatchObject({
      title: `Ihre Bestellung Nr. ${link.ticketNumber} wurde storniert`,
    });
  });

  it('refuses keys no browser makes, and a wrong link', async () => {
    const link = await place();
    const browser = newBrowserSubscription(`${pushService.origin}/push/x`);
    const bad = await subscribe(link, { ...browser.json, keys: { p256dh: 'abc', auth: 'def' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toEqual(expect.any(String));
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/orders/public/${link.uid}/${'0'.repeat(32)}/push-subscription`,
      payload: browser.json,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('keeps no subscription a day after its order ended', async () => {
    const ended = await place();
    const endedToday = await place();
    await subscribe(ended, newBrowserSubscription(`${pushService.origin}/push/old`).json);
    await subscribe(endedToday, newBrowserSubscription(`${pushService.origin}/push/new`).json);
    const day = 24 * 60 * 60 * 1000;
    await t.database.db
      .update(orders)
      .set({ isCompleted: true, completedAt: new Date(fixedNow.getTime() - day - 60_000) })
      .where(eq(orders.id, ended.id));
    await t.database.db
      .update(orders)
      .set({ isRejected: true, rejectedAt: new Date(fixedNow.getTime() - day / 2) })
      .where(eq(orders.id, endedToday.id));
    expect(await t.app.notifications.push.removeEnded(fixedNow)).toBe(1);
    const left = await t.database.db.select({ orderId: pushSubscriptions.orderId }).from(pushSubscriptions);
    expect(left.map((row) => row.orderId)).toContain(endedToday.id);
    expect(left.map((row) => row.orderId)).not.toContain(ended.id);
  });
});
