import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateSchema } from '../../src/domain/schemas/order.js';
import { idempotencyKeys } from '../../src/server/db/schema/index.js';
import { requestHash } from '../../src/server/ordering/placing/idempotency.js';
import { loadDemo, orderTableCounts, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('Idempotency-Key of POST /api/orders on $name', (target) => {
  let t: TestApp;
  let demo: Demo;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = await loadDemo(t.app);
  });
  afterAll(async () => t?.close());

  it('answers a repeat with the first answer and stores one order', async () => {
    const key = randomUUID();
    const first = await postOrder(t.app, takeawayOrder(demo), key);
    const before = await orderTableCounts(t.database.db);
    // The same order with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(takeawayOrder(demo)).reverse());
    const second = await postOrder(t.app, reordered, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    // The stored answer is the answer: the branch's contact, not the whole branch of the catalogue.
    const [stored] = await t.database.db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored?.response).toEqual(first.json());
    const branch = (stored?.response as { data: { branch: object } }).data.branch;
    expect(Object.keys(branch).sort()).toEqual(
      ['city', 'email', 'id', 'identifier', 'name', 'phone', 'street', 'zipCode'].sort(),
    );
  });

  it('refuses the key with another body and stores nothing', async () => {
    const key = randomUUID();
    await postOrder(t.app, takeawayOrder(demo), key);
    const before = await orderTableCounts(t.database.db);
    const other = await postOrder(t.app, takeawayOrder(demo, { comment: 'Bitte in Papier' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].message).toBe(
      'Diese Bestellung wurde bereits mit anderen Angaben gesendet. Bitte laden Sie die Seite neu.',
    );
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    const body = takeawayOrder(demo);
    await t.database.db
      .insert(idempotencyKeys)
      .values({ key, requestHash: requestHash(orderCreateSchema.parse(body)), status: 'pending' });
    const before = await orderTableCounts(t.database.db);
    const response = await postOrder(t.app, body, key);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].message).toBe(
      'Ihre Bestellung wird gerade verarbeitet. Bitte warten Sie einen Moment.',
    );
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });

  it('does not spend the key on a refused order, so the corrected order can use it', async () => {
    const key = randomUUID();
    const refused = await postOrder(t.app, takeawayOrder(demo, { firstName: '' }), key);
    expect(refused.statusCode).toBe(422);
    const corrected = await postOrder(t.app, takeawayOrder(demo), key);
    expect(corrected.statusCode).toBe(201);
  });

  it('requires the key', async () => {
    const before = await orderTableCounts(t.database.db);
    for (const key of [null, '', 'mit leerzeichen', 'x'.repeat(201)]) {
      const response = await postOrder(t.app, takeawayOrder(demo), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(
        'Die Bestellung konnte nicht eindeutig zugeordnet werden (Idempotency-Key fehlt).',
      );
    }
    expect(await orderTableCounts(t.database.db)).toEqual(before);
  });
});
