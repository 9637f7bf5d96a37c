import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaInstant } from '../../src/domain/opening-hours/vienna-time.js';
import { buildApp } from '../../src/server/app.js';
import { seedDemoData } from '../../src/server/db/demo-data/index.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { freshDatabase, type FreshDatabase } from '../../src/server/db/test-database.js';
import { localFileStorage } from '../../src/server/storage/file-storage.js';
import { userService } from '../../src/server/organisation/users/service.js';
import { userInputSchema } from '../../src/domain/schemas/entities/user.js';
import { branchId, loadDemo, postOrder, takeawayOrder, type Demo } from './order-fixtures.js';
import { fixedNow } from './test-app.js';

const url = process.env.TEST_DATABASE_URL;
const now = viennaInstant('2026-11-20', '12:10');
const slot = viennaInstant('2026-11-20', '12:15');

// PGlite serves one connection at a time, so real races need the PostgreSQL server (ARCHITECTURE.md, 7).
describe.skipIf(url === undefined)('the last places of a slot on postgres', () => {
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  let demo: Demo;
  const filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-capacity-race-'));

  beforeAll(async () => {
    fresh = await freshDatabase({ name: 'postgres', url: url! });
    await runMigrations(fresh.handle);
    const storage = localFileStorage(filesRoot);
    await seedDemoData(fresh.handle.db, storage, fixedNow);
    app = await buildApp({
      database: fresh.handle,
      storage,
      now: () => now,
      publicDataTtlMs: 0,
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

  it('accepts exactly 3 of 50 parallel orders for the last 3 places; the others get a German 409', async () => {
    const password = 'Marillenknoedel-2026';
    const input = userInputSchema.parse({
      email: 'chef@cafe.example',
      name: 'Chef',
      roles: ['ROLE_ADMIN'],
      password,
    });
    await userService.create(fresh.handle.db, input, {
      user: { id: 0, email: '', name: 'Test', roles: [], branches: [] },
      now: fixedNow,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const dornbirn = branchId(demo, 'dornbirn');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/branches/${dornbirn}/capacity`,
      headers: { cookie, 'x-csrf-token': login.json().data.csrfToken as string },
      payload: { isEnabled: true, rules: [{ channel: 'all', maxOrders: 5 }] },
    });
    expect(put.statusCode).toBe(200);
    const order = () =>
      postOrder(app, takeawayOrder(demo, { appointmentDate: slot.toISOString() }), randomUUID());
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(201);

    const answers = await Promise.all(Array.from({ length: 50 }, order));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const refusals = new Set(
      answers.filter((a) => a.statusCode === 409).map((a) => a.json().errors[0].message),
    );
    expect([...refusals]).toEqual([
      'Zu dieser Zeit ist unsere Küche leider ausgebucht. Der nächste freie Termin ist um 12:30 Uhr.',
    ]);
    const strip = await app.inject({
      url: `/api/branches/${dornbirn}/capacity-slots?date=2026-11-20&method=takeaway&items=1:1`,
    });
    expect(
      strip.json().data.slots.find((s: { start: string }) => s.start === slot.toISOString()).hasRoom,
    ).toBe(false);
  });
});
