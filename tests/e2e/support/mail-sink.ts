import { currentStack, type Stack } from './stacks.js';

/** What the app needs to send its mails into its stack's sink (tests/support/start-smtp-sink.ts). */
export function smtpSinkEnv(stack: Stack) {
  return {
    SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
    MAIL_FROM: 'Tischlein <noreply@tischlein.test>',
  };
}

export type SinkMail = { to: string[]; from: string; subject: string; text: string; html: string };

/** The mails the current worker's sink received for an address, oldest first. */
export async function mailsTo(address: string): Promise<SinkMail[]> {
  const response = await fetch(`${currentStack().smtpSinkURL}/_test/mails?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}
