import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { DeliveryOutcome } from '../../integrations/delivery-outcome.js';
import type { Mailer } from '../../integrations/mail/smtp-mailer.js';
import type { SmsGateway } from '../../integrations/sms/http-sms-gateway.js';
import { escapeHtml } from './templates/html.js';
import { findMessage, recordAttempt, type MessageRow } from './queries.js';

export const DELIVERY_QUEUE = 'deliver-message';

const emailDataSchema = z.object({
  html: z.string(),
  text: z.string(),
  replyTo: z.string().nullable().optional(),
  redact: z.array(z.string()).optional(),
});
const smsDataSchema = z.object({ text: z.string(), from: z.string() });

const incomplete = 'Die gespeicherte Nachricht ist unvollständig und kann nicht gesendet werden.';
const redacted = '[entfernt]';

/** A failure worth another attempt: pg-boss retries the job with backoff when the handler throws. */
export class RetryableDeliveryError extends Error {}

function withoutSecrets(data: z.infer<typeof emailDataSchema>) {
  const secrets = data.redact ?? [];
  const strip = (text: string) =>
    secrets.reduce(
      (out, secret) => out.split(secret).join(redacted).split(escapeHtml(secret)).join(redacted),
      text,
    );
  return { html: strip(data.html), text: strip(data.text), replyTo: data.replyTo ?? null };
}

export function createMessageDelivery(deps: { db: Db; mailer: Mailer; sms: SmsGateway }) {
  async function send(
    message: MessageRow,
  ): Promise<{ outcome: DeliveryOutcome; data?: Record<string, unknown> }> {
    if (message.channel === 'sms') {
      const data = smsDataSchema.safeParse(message.data);
      if (!data.success) return { outcome: { ok: false, providerStatus: incomplete, permanent: true } };
      return { outcome: await deps.sms.send({ to: message.recipient, ...data.data }) };
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

  return {
    /**
     * Sends one recorded message and writes down what the provider said. A message already sent is
     * left alone, so a job that runs twice (requeued after a crash) does not send twice.
     */
    async deliver(messageId: number): Promise<void> {
      const message = await findMessage(deps.db, messageId);
      if (!message || message.status === 'sent') return;
      const { outcome, data } = await send(message);
      await recordAttempt(deps.db, messageId, {
        status: outcome.ok ? 'sent' : 'failed',
        providerStatus: outcome.providerStatus,
        sent: outcome.ok,
        ...(outcome.ok ? { providerMessageId: outcome.providerMessageId } : {}),
        ...(data ? { data } : {}),
      });
      if (!outcome.ok && !outcome.permanent) throw new RetryableDeliveryError(outcome.providerStatus);
    },
  };
}
