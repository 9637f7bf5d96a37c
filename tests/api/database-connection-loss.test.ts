import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { testDatabases } from './test-app.js';

const postgres = testDatabases.find((target) => target.url !== undefined);

describe.runIf(postgres)('a connection the database server ends', () => {
  let database: DatabaseHandle;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: postgres!.url! });
    process.on('uncaughtException', onUncaught);
  });
  afterEach(() => {
    uncaught.length = 0;
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await database?.close();
  });

  const pool = () => {
    if (database.driver.kind !== 'postgres') throw new Error('a PostgreSQL handle was opened');
    return database.driver.pool;
  };

  // A restart, a failover, or the server's idle-in-transaction timeout after the process stalled: the
  // connection ends between two statements of a transaction, while the pool does not listen to it.
  it('fails the transaction holding it, does not end the process, and the pool connects anew', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await pool().query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // The next statement goes out once the server has ended the backend, as after a real restart.
      await expect
        .poll(
          async () =>
            (await pool().query('select 1 from pg_stat_activity where pid = $1', [rows[0]!.pid])).rowCount,
        )
        .toBe(0);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(uncaught).toEqual([]);
    const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
