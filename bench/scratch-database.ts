import pg from 'pg';

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Runs `run` on a scratch database `<prefix>_<pid>` created beside the one `serverUrl` names, and drops it
 * afterwards: when `run` ends or fails, and when the bench is interrupted (Ctrl-C, SIGTERM). WITH (FORCE)
 * ends the connections a stopped server left behind. The database of `serverUrl` itself is never touched.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  run: (url: string) => Promise<T>,
  prefix = 'tischlein_bench',
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const drop = () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const interrupted = (signal: NodeJS.Signals) => {
    void drop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    await drop();
  }
}
