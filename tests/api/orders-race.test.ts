import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { seedDemoData } from '../../src/server/db/demo-data/index.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { messages } from '../../src/server/db/schema/index.js';
import { freshDatabase, type FreshDatabase } from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { loadDemo, orderTableCounts, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { fixedNow } from './test-app.js';

const url = process.env.TEST_DATABASE_URL;

// PGlite serves one connection at a time, so real races need the PostgreSQL server (ARCHITECTURE.md, 7).
describe.skipIf(url === undefined)('parallel orders on postgres', () => {
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  let demo: Demo;
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-race-'));

  beforeAll(async () => {
    fresh = await freshDatabase({ name: 'postgres', url: url! });
    await runMigrations(fresh.handle);
    const storage = localFileStorage(filesRoot);
    await seedDemoData(fresh.handle.db, storage, fixedNow);
    app = await buildApp({
      database: fresh.handle,
      storage,
      now: () => fixedNow,
      publicDataTtlMs: 0,
      // Twenty orders of one guest at once: the limits have their own test (order-limits.test.ts).
      orderLimits: false,
    });
    await app.ready();
    demo = await loadDemo(app);
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.dispose();
    rmSync(filesRoot, { recursive: true, force: true });
  });

  it('stores one order and its mails for ten parallel submits with one key', async () => {
    const before = await orderTableCounts(fresh.handle.db);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(app, takeawayOrder(demo), key)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = responses.filter((response) => response.statusCode === 201).map((r) => r.json());
    expect(created.length).toBeGreaterThan(0);
    for (const body of created) expect(body).toEqual(created[0]);
    const after = await orderTableCounts(fresh.handle.db);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.keys).toBe(before.keys + 1);
    // The submits that lost the race rolled their order back with the mails written in its transaction.
    const mails = await fresh.handle.db
      .select()
      .from(messages)
      .where(eq(messages.orderId, created[0].data.id as number));
    expect(mails.map((mail) => mail.template).sort()).toEqual(['branch-new-order', 'order-confirmation']);
    expect(after.messages).toBe(before.messages + mails.length);
  });

  it('gives parallel orders of a branch consecutive ticket numbers, none twice', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(app, takeawayOrder(demo))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const tickets = responses
      .map((response) => response.json().data.ticketNumber as number)
      .sort((a, b) => a - b);
    expect(tickets).toEqual(Array.from({ length: 20 }, (_, index) => tickets[0]! + index));
  });
});
