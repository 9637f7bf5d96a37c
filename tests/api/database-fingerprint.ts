import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';

/*
 * Tables a refused call may write by design: the session a signed-in caller uses is touched on every
 * request, and the limits count attempts (a refused login still counts towards the lockout).
 */
const touchedByEveryCall = new Set(['sessions', 'limit_counters', 'login_attempts']);

/** Every table of the app's schema with a digest of its rows, to show that a refused call stored nothing. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as { rows: { name: string }[] };
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (touchedByEveryCall.has(name)) continue;
    const { rows } = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
      ),
    )) as { rows: { digest: string }[] };
    digests[name] = rows[0]?.digest ?? '';
  }
  return digests;
}
