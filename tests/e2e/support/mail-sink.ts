// Beside the app's port, so a second run with another E2E_PORT takes other sink ports as well.
const appPort = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_SINK_PORT = appPort + 99;
export const SMTP_SINK_HTTP_PORT = appPort + 100;
export const SMTP_SINK_URL = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;

/** What the app needs to send its mails into the sink (tests/support/start-smtp-sink.ts). */
export const smtpSinkEnv = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  MAIL_FROM: 'Tischlein <noreply@tischlein.test>',
};

export type SinkMail = { to: string[]; from: string; subject: string; text: string; html: string };

/** The mails the sink received for an address, oldest first. */
export async function mailsTo(address: string): Promise<SinkMail[]> {
  const response = await fetch(`${SMTP_SINK_URL}/_test/mails?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}
