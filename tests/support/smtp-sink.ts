import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope recipients (RCPT TO), which is where the mail really went. */
  to: string[];
  from: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first `count` mails to `recipient` once they arrived. */
  waitForMails(recipient: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse RCPT TO for this address with a permanent 550. */
  refuseRecipient(address: string): void;
  /** Stops listening: connections are refused as with a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every mail it accepts, parsed with mailparser, so tests
 * read what a mailbox would show. No TLS and no authentication: nodemailer talks plain SMTP to it.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const listen = async () => {
    const instance = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        instance.off('error', reject);
        resolve();
      });
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    mails,
    async waitForMails(recipient, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.to.includes(recipient));
        if (found.length >= count) return found.slice(0, count);
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mail(s) to ${recipient}, got ${found.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    refuseRecipient: (address) => refused.add(address.toLowerCase()),
    stop,
    restart: listen,
    close: stop,
  };
}
