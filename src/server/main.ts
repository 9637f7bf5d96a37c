import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { readEnv } from './config/env.js';
import { defaultOrderLimits } from './ordering/index.js';
import { createPaymentProviders } from './integrations/payments/registry.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { DamagedDatabaseError } from './db/integrity-check.js';
import { seedDemoData } from './db/demo-data/index.js';
import { createAuthService } from './organisation/index.js';
import { runMigrations } from './db/migrate.js';
import { localFileStorage } from './storage/file-storage.js';

const env = readEnv();
const inMemory = env.DATA_DIR.startsWith('memory://');
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  sharedBuffers: env.PGLITE_SHARED_BUFFERS,
  timeouts: {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  },
}).catch((error: unknown) => {
  // An operator's situation, not a bug: the message says what to do, without a stack trace.
  if (error instanceof DataDirInUseError || error instanceof DamagedDatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
await runMigrations(database);

const filesRoot = inMemory
  ? join(process.cwd(), '.cache', `files-${process.pid}`)
  : resolve(env.DATA_DIR, 'files');
const storage = localFileStorage(filesRoot);
if (env.SEED_DEMO_DATA === 'true' && (await seedDemoData(database.db, storage, new Date()))) {
  console.log('Tischlein: demo data created (3 branches in Vorarlberg).');
}

const firstAdmin = await createAuthService(database.db).ensureFirstAdmin(
  new Date(),
  env.INITIAL_ADMIN_PASSWORD,
);
if (firstAdmin && !env.INITIAL_ADMIN_PASSWORD) {
  console.log(
    `Tischlein: administrator created. Sign in at /backend/login as ${firstAdmin.email} with the one-time password\n` +
      `  ${firstAdmin.password}\n  and choose your own password then (it is shown only this once).`,
  );
}

const app = await buildApp({
  database,
  storage,
  now: () => new Date(),
  webRoot: env.WEB_ROOT,
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  publicBaseUrl: env.PUBLIC_BASE_URL,
  payments: createPaymentProviders(env),
  notifications: {
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms: { apiUrl: env.SMS_API_URL, token: env.SMS_API_TOKEN, sender: env.SMS_SENDER },
    push: { contact: env.WEB_PUSH_CONTACT },
  },
  metricsToken: env.METRICS_TOKEN,
  statusStreamLimit: env.STATUS_STREAM_LIMIT,
  orderLimits: {
    ...defaultOrderLimits,
    perAddress: env.ORDER_LIMIT_PER_ADDRESS,
    perContact: env.ORDER_LIMIT_PER_CONTACT,
  },
});

/**
 * Stops taking connections, lets the requests in flight finish (new ones on open connections get 503),
 * ends the event streams (boards reconnect to another instance), stops the job workers, then closes the
 * database and frees DATA_DIR. A request that hangs cannot keep the process alive past SHUTDOWN_TIMEOUT_MS.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    console.error(`Tischlein: shutdown took longer than ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting anyway.`);
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Tischlein läuft auf http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
