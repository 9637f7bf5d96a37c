import { createServer } from 'node:http';
import { startSmtpSink } from './smtp-sink.js';

/**
 * Runs the SMTP sink for the browser suite or by hand, until SIGINT or SIGTERM, with the mails readable
 * over HTTP for a test runner in another process:
 *
 *   SMTP_SINK_PORT=3203 SMTP_SINK_HTTP_PORT=3204 npx tsx tests/support/start-smtp-sink.ts
 *
 *   GET    /_test/health          204 once both servers listen (what a Playwright webServer waits for)
 *   GET    /_test/mails?to=<addr> the mails received, oldest first: [{to, from, subject, text, html}]
 *   DELETE /_test/mails           forgets them
 */
function port(name: string): number {
  const value = Number(process.env[name] ?? 0);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} is not a port: ${process.env[name]}`);
  return value;
}

const sink = await startSmtpSink({ port: port('SMTP_SINK_PORT') });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/_test/health') {
    response.writeHead(204).end();
    return;
  }
  if (url.pathname !== '/_test/mails') {
    response.writeHead(404).end();
    return;
  }
  if (request.method === 'DELETE') {
    sink.mails.length = 0;
    response.writeHead(204).end();
    return;
  }
  const to = url.searchParams.get('to');
  const mails = sink.mails
    .filter((mail) => !to || mail.to.includes(to))
    .map((mail) => ({
      to: mail.to,
      from: mail.from,
      subject: mail.parsed.subject ?? '',
      text: mail.parsed.text ?? '',
      html: mail.parsed.html || '',
    }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});
await new Promise<void>((resolve) => http.listen(port('SMTP_SINK_HTTP_PORT'), '127.0.0.1', resolve));
const address = http.address();
const httpPort = typeof address === 'object' && address ? address.port : 0;

console.log(`SMTP sink: ${sink.url}, mails at http://127.0.0.1:${httpPort}/_test/mails`);
console.log([`SMTP_URL=${sink.url}`, 'MAIL_FROM=Tischlein <noreply@tischlein.test>'].join('\n'));

const stop = async () => {
  await sink.close();
  http.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
