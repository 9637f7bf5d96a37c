import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a statement that PostgreSQL parses and plans once per connection: a named prepared statement,
 * named after its text, so each variant of a statement gets its own plan. For the order placement's two
 * statements, whose text is long and whose values travel as parameters. PGlite runs it as usual.
 */
export async function executePlanned<Row>(db: Db, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = createHash('sha1').update(text).digest('base64url');
    return (await client.query({ name, text, values: params })).rows as Row[];
  }
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Runs a fixed statement text with positional values, prepared once per connection under `name`: for the
 * hottest statements, which need neither Drizzle's compilation nor a hash of their text per call.
 * PGlite runs it as usual.
 */
export async function executeNamed<Row>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as Row[];
  const embedded = client as { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> };
  return (await embedded.query(text, values)).rows;
}
