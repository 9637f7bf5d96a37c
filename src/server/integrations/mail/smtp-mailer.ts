import nodemailer from 'nodemailer';
import { clipProviderText, type DeliveryOutcome } from '../delivery-outcome.js';

export type MailSettings = {
  /** smtp://user:pass@host:587 or smtps://…:465; without it nothing is sent and messages show why. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. 'Café Tischlein <bestellung@cafe-tischlein.at>'. */
  from?: string | undefined;
};

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<DeliveryOutcome>;
  close(): void;
};

export const mailNotConfigured = 'Kein E-Mail-Versand konfiguriert (SMTP_URL fehlt).';

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** 5yz replies refuse the message for good, except 503 (wrong session state), which a new connection fixes. */
function isPermanent(error: SmtpError): boolean {
  if (error.responseCode !== undefined) return error.responseCode >= 500 && error.responseCode !== 503;
  return error.code === 'EENVELOPE' || error.code === 'EMESSAGE' || error.code === 'ECONFIG';
}

function describe(error: SmtpError): string {
  if (error.response) return error.response;
  return error.code ? `${error.code}: ${error.message}` : error.message;
}

export function createMailer(settings: MailSettings): Mailer {
  if (!settings.smtpUrl) {
    return {
      send: async () => ({ ok: false, providerStatus: mailNotConfigured, permanent: true }),
      close: () => undefined,
    };
  }
  if (!settings.from) throw new Error('Mail settings: a sender (MAIL_FROM) is required with SMTP_URL.');
  // A hanging server must not hold a worker for the defaults' minutes; the job retries later instead.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const from = settings.from;
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        return {
          ok: true,
          providerStatus: clipProviderText(info.response),
          providerMessageId: info.messageId ?? null,
        };
      } catch (error) {
        const smtpError = error as SmtpError;
        return {
          ok: false,
          providerStatus: clipProviderText(describe(smtpError)),
          permanent: isPermanent(smtpError),
        };
      }
    },
    close: () => transport.close(),
  };
}
