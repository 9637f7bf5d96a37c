import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.js';
import { preparedStatement } from '../../src/server/db/prepared.js';
import { branches } from '../../src/server/db/schema/index.js';
import { freshDatabase, testTargets, type FreshDatabase } from '../../src/server/db/test-database.js';
import { slotUsage } from '../../src/server/ordering/capacity/queries.js';

let builds = 0;
const branchNamed = preparedStatement('test_branch_named', (db: Db, name) => {
  builds += 1;
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.identifier, sql.placeholder('identifier')))
    .prepare(name);
});

async function addBranch(db: Db, identifier: string) {
  const [row] = await db
    .insert(branches)
    .values({
      identifier,
      name: `Filiale ${identifier}`,
      street: 'Marktstraße 1',
      zipCode: '6850',
      city: 'Dornbirn',
    })
    .returning({ id: branches.id });
  return row!.id;
}

describe.each(testTargets)('prepared statements on $name', (target) => {
  let fresh: FreshDatabase;
  let db: Db;

  beforeAll(async () => {
    fresh = await freshDatabase(target, 'migrated');
    db = fresh.handle.db;
  });
  afterAll(() => fresh.dispose());

  it('builds once per driver and binds each call its own values', async () => {
    const dornbirn = await addBranch(db, 'prep-dornbirn');
    const bregenz = await addBranch(db, 'prep-bregenz');
    const answers = await Promise.all([
      branchNamed(db, { identifier: 'prep-dornbirn' }),
      branchNamed(db, { identifier: 'prep-bregenz' }),
      branchNamed(db, { identifier: 'prep-nowhere' }),
    ]);
    expect(answers).toEqual([
      [{ id: dornbirn, name: 'Filiale prep-dornbirn' }],
      [{ id: bregenz, name: 'Filiale prep-bregenz' }],
      [],
    ]);
    // Once per driver: PGlite's first, then PostgreSQL's.
    expect(builds).toBe(testTargets.indexOf(target) + 1);
  });

  it("runs inside a transaction on the transaction's own connection", async () => {
    const before = builds;
    await db
      .transaction(async (tx) => {
        await addBranch(tx, 'prep-feldkirch');
        expect(await branchNamed(tx, { identifier: 'prep-feldkirch' })).toHaveLength(1);
        if (target.name === 'postgres') {
          // Another connection does not see the uncommitted row yet.
          expect(await branchNamed(db, { identifier: 'prep-feldkirch' })).toEqual([]);
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(await branchNamed(db, { identifier: 'prep-feldkirch' })).toEqual([]);
    expect(builds).toBe(before);
  });

  it('maps the columns of the answer and takes times as placeholders', async () => {
    const id = await addBranch(db, 'prep-usage');
    const usage = await slotUsage(db, id, new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T12:00:00Z'));
    expect(usage.size).toBe(0);
  });

  it('refuses a second statement under a name that is taken', () => {
    expect(() => preparedStatement('test_branch_named', () => ({ execute: async () => [] }))).toThrow(
      /test_branch_named/,
    );
  });
});

describe.each(testTargets.filter((target) => target.name === 'postgres'))(
  'named statements on $name',
  (target) => {
    let fresh: FreshDatabase;
    beforeAll(async () => {
      fresh = await freshDatabase(target, 'migrated');
    });
    afterAll(() => fresh.dispose());

    it('are parsed once per connection: later calls send no statement text', async () => {
      await addBranch(fresh.handle.db, 'prep-named');
      const { pool } = fresh.handle.driver as { pool: pg.Pool };
      const client = await pool.connect();
      try {
        const connection = (
          client as unknown as { connection: { parse: (query: { name?: string }) => void } }
        ).connection;
        const parsed: (string | undefined)[] = [];
        const parse = connection.parse.bind(connection);
        connection.parse = (query) => {
          parsed.push(query.name);
          parse(query);
        };
        const onOneConnection = drizzle(client) as unknown as Db;
        expect(await branchNamed(onOneConnection, { identifier: 'prep-named' })).toHaveLength(1);
        expect(await branchNamed(onOneConnection, { identifier: 'prep-named' })).toHaveLength(1);
        expect(parsed).toEqual(['test_branch_named']);
      } finally {
        client.release();
      }
    });
  },
);
