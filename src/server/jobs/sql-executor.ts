import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

type Rows = { rows: unknown[] };

/**
 * pg-boss's way into the app's own database. Parameterless SQL may hold several statements (its schema,
 * and its maintenance commands wrapped in BEGIN … COMMIT); such text runs on one connection, and a
 * failure rolls back there, because a transaction left aborted would refuse every later query on that
 * connection — on PGlite that is the whole app's only connection.
 */
export function jobSqlExecutor(database: DatabaseHandle): PgBoss.Db {
  // Both drizzle drivers keep their client as $client; DatabaseHandle hides it behind one Db type.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return database.kind === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as pg.Pool);
}

function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's transaction() holds its lock across the statements and rolls back when one fails.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (values && values.length > 0) return pool.query(text, values);
      const connection = await pool.connect();
      try {
        const result = (await connection.query(text)) as pg.QueryResult | pg.QueryResult[];
        connection.release();
        return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
      } catch (error) {
        // A connection that cannot even roll back is dropped from the pool instead of handed out again.
        const rolledBack = await connection.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        connection.release(!rolledBack);
        throw error;
      }
    },
  };
}
