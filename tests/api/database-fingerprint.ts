import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';

/*
 * Tables a refused call may write by design: the session a signed-in caller uses is touched on every
 * request, and the limits count attempts (a refused login still counts towards the lockout).
 */
const touchedByEveryCall = new Set(['sessions', 'limit_counters', 'login_attempts']);

const statements = new WeakMap<Db, string>();

/** One statement reading a digest of every table: a fuzz run takes it after each call. */
async function statementFor(db: Db): Promise<string> {
  const known = statements.get(db);
  if (known !== undefined) return known;
  const { rows } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as { rows: { name: string }[] };
  const statement = rows
    .filter(({ name }) => !touchedByEveryCall.has(name))
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
    )
    .join(' union all ');
  statements.set(db, statement);
  return statement;
}

/** Every table of the app's schema with a digest of its rows, to show that a refused call stored nothing. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows } = (await db.execute(sql.raw(await statementFor(db)))) as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}
