import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/server/db/schema/index.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const chromium = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

describe.each(testDatabases)('the analytics log on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t?.close());

  const log = (payload: unknown, visitor: { address?: string; userAgent?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics-log',
      remoteAddress: visitor.address ?? '198.51.100.7',
      headers: { 'user-agent': visitor.userAgent ?? firefox },
      payload: payload as object,
    });
  const stored = () => t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id));
  const count = () => t.database.db.$count(analyticsEvents);

  it('stores a page view with the day’s visitor hash and never the address', async () => {
    const response = await log(
      { type: 'pageview', action: '/store/dornbirn', category: 'storefront' },
      { address: '203.0.113.77' },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const [row] = await stored();
    expect(row).toMatchObject({
      type: 'pageview',
      action: '/store/dornbirn',
      category: 'storefront',
      path: '/store/dornbirn',
      value: null,
      data: null,
      createdAt: fixedNow,
    });
    expect(row?.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
    expect(JSON.stringify(row)).not.toContain('Firefox');
  });

  it('stores an event with its data and counts the same visitor once a day', async () => {
    const purchase = {
      type: 'event',
      action: 'purchase',
      category: 'ecommerce',
      data: { value: 480, currency: 'EUR', branch: 'dornbirn', paymentMethod: 'cash', items: 1 },
    };
    expect((await log(purchase, { address: '192.0.2.10' })).statusCode).toBe(204);
    expect((await log({ type: 'pageview', action: '/' }, { address: '192.0.2.10' })).statusCode).toBe(204);
    expect(
      (await log({ type: 'pageview', action: '/' }, { address: '192.0.2.10', userAgent: chromium }))
        .statusCode,
    ).toBe(204);
    expect((await log({ type: 'pageview', action: '/' }, { address: '192.0.2.11' })).statusCode).toBe(204);

    const [otherAddress, otherBrowser, sameVisitor, event] = await stored();
    expect(event).toMatchObject({
      type: 'event',
      action: 'purchase',
      path: null,
      value: 480,
      data: purchase.data,
    });
    expect(sameVisitor?.visitorHash).toBe(event?.visitorHash);
    expect(otherBrowser?.visitorHash).not.toBe(event?.visitorHash);
    expect(otherAddress?.visitorHash).not.toBe(event?.visitorHash);
  });

  it('refuses bad input in German and stores nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{ type: 'click', action: '/' }, 'Die Art des Eintrags muss „pageview“ oder „event“ sein.'],
      [{ type: 'event', action: 'drop_tables' }, 'Unbekanntes Ereignis.'],
      [
        { type: 'pageview', action: 'https://example.com/' },
        'Die Seite muss ein Pfad sein, der mit / beginnt (höchstens 500 Zeichen).',
      ],
      [
        { type: 'pageview', action: '/', category: 'x'.repeat(101) },
        'Die Kategorie darf höchstens 100 Zeichen lang sein.',
      ],
      [
        { type: 'event', action: 'add_to_cart', data: ['not', 'an', 'object'] },
        'Ungültige Eingabe: erwartet record, erhalten Array',
      ],
      [{ action: '/' }, 'Die Art des Eintrags muss „pageview“ oder „event“ sein.'],
      [undefined, 'Die Art des Eintrags muss „pageview“ oder „event“ sein.'],
    ];
    for (const [payload, message] of cases) {
      const response = await log(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = (response.json() as { errors: { message: string }[] }).errors;
      expect(errors.map((error) => error.message)).toEqual([message]);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics-log',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ errors: [{ message: 'Die Anfrage enthält kein gültiges JSON.' }] });
    expect(await count()).toBe(before);
  });

  it('refuses oversized data and oversized bodies', async () => {
    const before = await count();
    const bigData = await log({ type: 'event', action: 'add_to_cart', data: { note: 'x'.repeat(2100) } });
    expect(bigData.statusCode).toBe(400);
    expect(bigData.json().errors[0].message).toBe(
      'Die Daten des Eintrags dürfen höchstens 2000 Zeichen umfassen.',
    );

    const bigBody = await log({ type: 'pageview', action: '/', data: { note: 'x'.repeat(5000) } });
    expect(bigBody.statusCode).toBe(413);
    expect(bigBody.json()).toEqual({ errors: [{ message: 'Die Anfrage ist zu groß.' }] });
    expect(await count()).toBe(before);
  });

  it('limits how many entries one address may send per minute', async () => {
    const flooder = { address: '198.51.100.200' };
    const answers: number[] = [];
    for (let index = 0; index < 241; index += 1) {
      answers.push((await log({ type: 'pageview', action: `/seite-${index}` }, flooder)).statusCode);
    }
    expect(answers.slice(0, 240).every((status) => status === 204)).toBe(true);
    expect(answers[240]).toBe(429);
    const refused = await log({ type: 'pageview', action: '/' }, flooder);
    expect(refused.json()).toEqual({
      errors: [{ message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' }],
    });
    // Everyone else is still counted.
    expect((await log({ type: 'pageview', action: '/' }, { address: '198.51.100.201' })).statusCode).toBe(
      204,
    );
  });
});
