import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { readEnv } from './config/env.js';
import { createPaymentProviders } from './integrations/payments/registry.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/demo-data/index.js';
import { createAuthService } from './modules/auth/service.js';
import { runMigrations } from './db/migrate.js';
import { localFileStorage } from './storage/file-storage.js';

const env = readEnv();
const inMemory = env.DATA_DIR.startsWith('memory://');
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
  },
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Tischlein läuft auf http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`);
