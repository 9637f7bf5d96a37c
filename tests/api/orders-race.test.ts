import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema/index.js';
import { orderTableCounts, postOrder, takeawayOrder } from './order-fixtures.js';
import { inParallel, raceDatabaseUrl, startRaceApp, type RaceApp } from './race-app.js';

describe.skipIf(raceDatabaseUrl === undefined)('parallel orders on postgres', () => {
  let t: RaceApp;

  beforeAll(async () => {
    t = await startRaceApp(raceDatabaseUrl!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores one order and its mails for ten parallel submits with one key', async () => {
    const before = await orderTableCounts(t.database.db);
    const key = randomUUID();
    const responses = await inParallel(10, () => postOrder(t.app, takeawayOrder(t.demo), key));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = responses.filter((response) => response.statusCode === 201).map((r) => r.json());
    expect(created.length).toBeGreaterThan(0);
    for (const body of created) expect(body).toEqual(created[0]);
    const after = await orderTableCounts(t.database.db);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.keys).toBe(before.keys + 1);
    // The submits that lost the race rolled their order back with the mails written in its transaction.
    const mails = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.orderId, created[0].data.id as number));
    expect(mails.map((mail) => mail.template).sort()).toEqual(['branch-new-order', 'order-confirmation']);
    expect(after.messages).toBe(before.messages + mails.length);
  });

  it('gives parallel orders of a branch consecutive ticket numbers, none twice', async () => {
    const responses = await inParallel(20, () => postOrder(t.app, takeawayOrder(t.demo)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const tickets = responses
      .map((response) => response.json().data.ticketNumber as number)
      .sort((a, b) => a - b);
    expect(tickets).toEqual(Array.from({ length: 20 }, (_, index) => tickets[0]! + index));
  });
});
