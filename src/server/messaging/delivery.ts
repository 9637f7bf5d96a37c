import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { DeliveryOutcome } from '../integrations/delivery-outcome.js';
import type { Mailer } from '../integrations/mail/smtp-mailer.js';
import type { SmsGateway } from '../integrations/sms/http-sms-gateway.js';
import { renderOrderEmail } from './compose.js';
import { orderViewFromJson } from './order-view.js';
import { escapeHtml } from './templates/html.js';
import {
  claimDueMessages,
  countDueMessages,
  recordAttempts,
  type Attempt,
  type MessageRow,
} from './queries.js';

// A batch per claim keeps the queue's statements few under a rush; a few sends at a time keep a slow
// mail server from holding up the rest. A send that outlives the lease may be sent twice, never lost.
const BATCH_SIZE = 20;
const PARALLEL_SENDS = 4;
const LEASE_SECONDS = 180;

const emailDataSchema = z.object({
  html: z.string(),
  text: z.string(),
  replyTo: z.string().nullable().optional(),
  redact: z.array(z.string()).optional(),
});
const smsDataSchema = z.object({ text: z.string(), from: z.string() });
// The view is the app's own JSON; orderViewFromJson restores its dates.
const orderEmailDataSchema = z.object({
  view: z.record(z.string(), z.unknown()),
  replyTo: z.string().nullable(),
});

const incomplete = 'Die gespeicherte Nachricht ist unvollständig und kann nicht gesendet werden.';
const redacted = '[entfernt]';

function withoutSecrets(data: z.infer<typeof emailDataSchema>) {
  const secrets = data.redact ?? [];
  const strip = (text: string) =>
    secrets.reduce(
      (out, secret) => out.split(secret).join(redacted).split(escapeHtml(secret)).join(redacted),
      text,
    );
  return { html: strip(data.html), text: strip(data.text), replyTo: data.replyTo ?? null };
}

export function createMessageDelivery(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsGateway;
  logger: FastifyBaseLogger;
  /** Seconds until the next attempt after `attempt` failed ones, or null to give up. */
  retryDelayAfter: (attempt: number) => number | null;
}) {
  async function send(
    message: MessageRow,
  ): Promise<{ outcome: DeliveryOutcome; data?: Record<string, unknown>; subject?: string }> {
    if (message.channel === 'sms') {
      const data = smsDataSchema.safeParse(message.data);
      if (!data.success) return { outcome: { ok: false, providerStatus: incomplete, permanent: true } };
      return { outcome: await deps.sms.send({ to: message.recipient, ...data.data }) };
    }
    const snapshot = orderEmailDataSchema.safeParse(message.data);
    if (snapshot.success) {
      const rendered = renderOrderEmail(message.template, orderViewFromJson(snapshot.data.view));
      if (!rendered) return { outcome: { ok: false, providerStatus: incomplete, permanent: true } };
      const outcome = await deps.mailer.send({
        to: message.recipient,
        ...rendered,
        replyTo: snapshot.data.replyTo,
      });
      return { outcome, subject: rendered.subject };
    }
    const data = emailDataSchema.safeParse(message.data);
    if (!data.success) return { outcome: { ok: false, providerStatus: incomplete, permanent: true } };
    const outcome = await deps.mailer.send({
      to: message.recipient,
      subject: message.subject ?? '',
      html: data.data.html,
      text: data.data.text,
      replyTo: data.data.replyTo ?? null,
    });
    const final = outcome.ok || outcome.permanent;
    return { outcome, ...(final && data.data.redact ? { data: withoutSecrets(data.data) } : {}) };
  }

  async function attempt(message: MessageRow): Promise<Attempt> {
    const { outcome, data, subject } = await send(message).catch((error: unknown) => {
      // A provider adapter reports failures as outcomes; a throw is a bug, retried like an outage.
      deps.logger.error({ err: error, messageId: message.id }, 'message delivery threw');
      return {
        outcome: { ok: false, providerStatus: String(error), permanent: false } as const,
        data: undefined,
        subject: undefined,
      };
    });
    return {
      id: message.id,
      status: outcome.ok ? 'sent' : 'failed',
      providerStatus: outcome.providerStatus,
      sent: outcome.ok,
      retryInSeconds: outcome.ok || outcome.permanent ? null : deps.retryDelayAfter(message.attempts + 1),
      ...(outcome.ok ? { providerMessageId: outcome.providerMessageId } : {}),
      ...(data ? { data } : {}),
      ...(subject === undefined ? {} : { subject }),
    };
  }

  return {
    /**
     * Claims a batch of due messages (each under a lease, so a crash mid-send only delays it) and sends
     * them a few at a time, writing down what each provider said; a retryable failure is due again
     * after its backoff. Answers how many messages it took.
     */
    async work(): Promise<number> {
      const batch = await claimDueMessages(deps.db, BATCH_SIZE, LEASE_SECONDS);
      const attempts: Attempt[] = [];
      let next = 0;
      const sender = async () => {
        for (let message = batch[next++]; message !== undefined; message = batch[next++]) {
          attempts.push(await attempt(message));
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_SENDS }, sender));
      // One write for the batch; should it fail, the leases run out and the batch is sent again.
      await recordAttempts(deps.db, attempts);
      return batch.length;
    },
    countDue: () => countDueMessages(deps.db),
    batchSize: BATCH_SIZE,
  };
}
