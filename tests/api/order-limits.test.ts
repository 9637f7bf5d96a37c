import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOrderLimits, tooManyOrders } from '../../src/server/ordering/placing/order-limits.js';
import { loadDemo, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('limits on guest orders on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  beforeAll(async () => {
    t = await createTestApp(target, { deps: { orderLimits: defaultOrderLimits } });
    demo = await loadDemo(t.app);
  });
  afterAll(async () => t?.close());

  const order = (from: string, guest: { email: string; phone: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: from,
      headers: { 'idempotency-key': randomUUID() },
      payload: takeawayOrder(demo, guest),
    });

  it('takes a rush of dozens of guests within a minute', async () => {
    const answers = [];
    for (let guest = 0; guest < 40; guest += 1) {
      const response = await order(`198.51.100.${guest + 1}`, {
        email: `gast${guest}@example.at`,
        phone: `+43 664 10000${String(guest).padStart(2, '0')}`,
      });
      answers.push(response.statusCode);
    }
    expect(answers.every((status) => status === 201)).toBe(true);
  });

  it('stops one address placing orders for ever new guests, with a German 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i <= defaultOrderLimits.perAddress; i += 1) {
      const response = await order('203.0.113.9', {
        email: `opfer${i}@example.at`,
        phone: `+43 660 2000${String(i).padStart(3, '0')}`,
      });
      answers.push(response);
    }
    expect(answers.slice(0, -1).every((response) => response.statusCode === 201)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(tooManyOrders(10));
    expect(refused.headers['retry-after']).toBe('600');
  });

  it('stops orders to one e-mail address or phone number from many addresses', async () => {
    for (const [index, contact] of [
      { email: 'ziel@example.at', phone: '' },
      { email: '', phone: '+43 699 9999999' },
    ].entries()) {
      const answers = [];
      for (let i = 0; i <= defaultOrderLimits.perContact; i += 1) {
        const response = await order(`192.0.2.${index * 100 + i + 1}`, {
          email: contact.email || `anders${i}@example.at`,
          phone: contact.phone || `+43 650 3000${String(i).padStart(3, '0')}`,
        });
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([...Array(defaultOrderLimits.perContact).fill(201), 429]);
    }
  });
});
