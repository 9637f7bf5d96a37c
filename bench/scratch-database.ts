import { runAsAdmin } from '../src/server/db/test-database.js';

/**
 * Runs `run` on a scratch database `<prefix>_<pid>` created beside the one `serverUrl` names, and drops it
 * afterwards: when `run` ends or fails, when the bench is interrupted (Ctrl-C, SIGTERM) and when it crashes
 * (an uncaught exception or rejection, which would skip `finally`). WITH (FORCE)
 * ends the connections a stopped server left behind. The database of `serverUrl` itself is never touched.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  run: (url: string) => Promise<T>,
  prefix = 'tischlein_bench',
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const drop = () => runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const interrupted = (signal: NodeJS.Signals) => {
    void drop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const crashed = (error: unknown) => {
    console.error(error);
    void drop().finally(() => process.exit(1));
  };
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`);
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  process.once('uncaughtException', crashed).once('unhandledRejection', crashed);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    process.off('uncaughtException', crashed).off('unhandledRejection', crashed);
    await drop();
  }
}
