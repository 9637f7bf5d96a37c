import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchedCounts } from '../../src/server/lib/limits/batched-counts.js';
import { createLimits } from '../../src/server/lib/limits/limits.js';
import { createTestApp, fixedNow, testDatabases, type TestApp } from './test-app.js';

const minute = 60_000;
const at = (ms: number) => new Date(fixedNow.getTime() + ms);

describe.each(testDatabases)('abuse limits counted in the database on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => t?.close());

  it('gives calls that meet in one statement the numbers they would get one by one', async () => {
    const count = createBatchedCounts(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        count(
          [
            { key: 'rush:address', windowMs: minute },
            { key: `rush:guest-${i % 4}`, windowMs: minute },
          ],
          at(0),
        ),
      ),
    );
    expect(answers.map(([address]) => address!.count)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (let guest = 0; guest < 4; guest += 1) {
      const own = answers.filter((_, i) => i % 4 === guest).map(([, contact]) => contact!.count);
      expect(own).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    }
    expect(new Set(answers.map(([address]) => address!.expiresAt.getTime()))).toEqual(
      new Set([at(minute).getTime()]),
    );
    const [later] = await count([{ key: 'rush:address', windowMs: minute }], at(minute));
    expect(later).toEqual({ count: 1, expiresAt: at(2 * minute) });
  });

  it('lets exactly the limit through when a burst arrives at once, across two counters of one database', async () => {
    const rule = { name: 'burst', limit: 30, windowMs: 10 * minute };
    // Two counters are two instances on one database (ADR 036); on PGlite the memory counts.
    const instances = [createLimits(t.database), createLimits(t.database)];
    const waits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % 2]!.hit([{ rule, key: '203.0.113.7' }], at(0))),
    );
    const allowed = waits.filter((wait) => wait === 0).length;
    expect(allowed).toBe(t.database.kind === 'postgres' ? 30 : 60);
    if (t.database.kind === 'postgres') {
      expect(waits.filter((wait) => wait > 0).every((wait) => wait === 10 * minute)).toBe(true);
    }
  });

  it('refuses every call of a statement that fails, and counts the next ones again', async () => {
    const count = createBatchedCounts(t.database.db);
    const tooLong = 2 ** 31;
    const failing = count([{ key: 'broken', windowMs: tooLong }], at(0));
    const queued = count([{ key: 'after', windowMs: minute }], at(0));
    await expect(failing).rejects.toThrow();
    await expect(queued).resolves.toEqual([{ count: 1, expiresAt: at(minute) }]);
  });
});
