import { readFileSync } from 'node:fs';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfig } from './demo-data/content.js';
import { runMigrations } from './migrate.js';
import * as schema from './schema/index.js';
import { branches, config, deliveryAreas, images, users } from './schema/index.js';
import { freshDatabase, testTargets, type FreshDatabase } from './test-database.js';

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: { tag: string }[];
};
const schemaTables = Object.values(schema)
  .flatMap((value: unknown) => (is(value, PgTable) ? [getTableConfig(value).name] : []))
  .sort();

// ON DELETE RESTRICT reports foreign_key_violation (23503) up to PostgreSQL 16, restrict_violation (23001) from 17.
const restrictViolation = {
  cause: expect.objectContaining({ code: expect.stringMatching(/^(23503|23001)$/) }),
};
const uniqueViolation = { cause: expect.objectContaining({ code: '23505' }) };

describe.each(testTargets)('migrations on $name', (target) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await freshDatabase(target);
    // On the server, two app instances start at once against the same empty database.
    const second = fresh.openAnother ? await fresh.openAnother() : null;
    await Promise.all([runMigrations(fresh.handle), ...(second ? [runMigrations(second)] : [])]);
  });
  afterAll(async () => fresh?.dispose());

  it('create every table of the schema', async () => {
    const rows = await fresh.handle.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    expect(rows.map((row) => row.name).sort()).toEqual(schemaTables);
  });

  it('apply each migration once and change nothing on the next start', async () => {
    await runMigrations(fresh.handle);
    const applied = await fresh.handle.db
      .select({ hash: sql<string>`hash` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
  });

  it('refuse to delete an image still in use, and delete a branch together with its delivery areas', async () => {
    const { db } = fresh.handle;
    const [logo] = await db
      .insert(images)
      .values({
        extension: 'png',
        mimeType: 'image/png',
        width: 1,
        height: 1,
        size: 1,
        storageKey: 'images/x.png',
      })
      .returning();
    const [branch] = await db
      .insert(branches)
      .values({ identifier: 'probe', name: 'Probe', logoImageId: logo!.id })
      .returning();
    await db.insert(deliveryAreas).values({ branchId: branch!.id, area: 'Zentrum', price: 250, tax: 10 });

    await expect(db.delete(images).where(sql`${images.id} = ${logo!.id}`)).rejects.toMatchObject(
      restrictViolation,
    );

    await db.delete(branches).where(sql`${branches.id} = ${branch!.id}`);
    const areas = await db
      .select()
      .from(deliveryAreas)
      .where(sql`${deliveryAreas.branchId} = ${branch!.id}`);
    expect(areas).toEqual([]);
    await db.delete(images).where(sql`${images.id} = ${logo!.id}`);
  });

  it('keep e-mail addresses of users unique regardless of case', async () => {
    const { db } = fresh.handle;
    await db.insert(users).values({ email: 'anna@cafe-tischlein.example', name: 'Anna' });
    await expect(
      db.insert(users).values({ email: 'Anna@Cafe-Tischlein.example', name: 'Anna again' }),
    ).rejects.toMatchObject(uniqueViolation);
  });

  it('allow a single configuration row only', async () => {
    const { db } = fresh.handle;
    const value = demoConfig(new Date());
    await db.insert(config).values({ value });
    await expect(db.insert(config).values({ value })).rejects.toMatchObject(uniqueViolation);
  });
});
