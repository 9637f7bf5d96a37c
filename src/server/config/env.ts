import { z } from 'zod';
import { parseTrustProxy } from '../http/trust-proxy.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL's shared buffers inside the embedded database's WebAssembly memory (ADR 036,
  // docs/performance.md "Memory").
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS ist eine Größe wie 32MB.')
    .default('32MB'),
  // Behind a reverse proxy: its hop count or addresses, so X-Forwarded-For names the guest; unset trusts
  // nobody, since any client could otherwise choose its own address and escape every per-address limit.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY ist eine Anzahl von Proxys (z. B. 1) oder eine Liste von Adressen (z. B. 10.0.0.1,10.0.0.0/8).',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).default('./dist/web'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  // The first administrator's password; without it a one-time password is printed at the first start.
  INITIAL_ADMIN_PASSWORD: z.string().min(12).optional(),
  // Online payment: a provider is offered only when its credentials are set (ADR 007).
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'Ein Mollie-API-Schlüssel beginnt mit test_ oder live_.')
    .optional(),
  MOLLIE_API_URL: z.string().url().default('https://api.mollie.com'),
  DATATRANS_MERCHANT_ID: z.string().min(1).optional(),
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  // The HMAC key for signed webhooks, in hex as the Datatrans dashboard shows it.
  DATATRANS_SIGN_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2})+$/, 'Der Datatrans-Signaturschlüssel ist hexadezimal.')
    .optional(),
  DATATRANS_API_URL: z.string().url().default('https://api.datatrans.com'),
  DATATRANS_PAY_URL: z.string().url().default('https://pay.datatrans.com'),
  // The origin guests and payment providers reach this app at, for return and webhook URLs.
  PUBLIC_BASE_URL: z.string().url().optional(),
  // E-mail: smtp://user:password@host:587 (smtps:// for implicit TLS) and the sender; without SMTP_URL
  // nothing is sent and every message shows as failed with the reason.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL hat die Form smtp://benutzer:passwort@host:port.')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // SMS to branches (SMS plugin): an HTTP provider taking a JSON POST {to, text, from} with a bearer token.
  SMS_API_URL: z.string().url().optional(),
  SMS_API_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(16).optional(),
  // Web Push: the operator's address the push services may write to (VAPID subject); without it the status
  // page offers no notifications.
  WEB_PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'WEB_PUSH_CONTACT ist eine mailto:- oder https:-Adresse.')
    .optional(),
  // PostgreSQL only: how long a call waits for the server before it answers 503 (docs/operations.md,
  // "Timeouts (PostgreSQL)").
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // Prometheus metrics at /metrics for a scraper that sends it as a bearer token; without it /metrics is 404.
  // Guest orders per client address and per e-mail/phone in 10 minutes (ADR 013): a shop whose guests
  // order through one company network raises the first.
  ORDER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  ORDER_LIMIT_PER_CONTACT: z.coerce.number().int().min(1).default(10),
  // Open status-page streams per process; beyond it guests poll every 10 s instead (ADR 035).
  STATUS_STREAM_LIMIT: z.coerce.number().int().min(0).default(5_000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN hat mindestens 16 Zeichen.').optional(),
  // How long a SIGTERM waits for requests in flight before the process ends anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

// PUBLIC_BASE_URL is always set after reading: its default depends on PORT.
export type Env = z.infer<typeof envSchema> & { PUBLIC_BASE_URL: string };

/** Validated once at start, so a typo in the environment stops the server with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_BASE_URL: (env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
  };
}
