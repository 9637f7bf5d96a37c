import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { headers: IncomingHttpHeaders; body: { to: string; text: string; from: string } };

export type FakeSms = {
  /** The endpoint for SMS_API_URL. */
  url: string;
  received: ReceivedSms[];
  /** The next `times` requests answer `status` (a provider outage or a refused number). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

/** An HTTP SMS provider on 127.0.0.1 that accepts JSON {to, text, from} and answers with a message id. */
export async function startFakeSms(): Promise<FakeSms> {
  const received: ReceivedSms[] = [];
  let failures: { status: number; times: number } | null = null;
  let nextId = 1;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (failures && failures.times > 0) {
        failures.times -= 1;
        response.statusCode = failures.status;
        response.end(JSON.stringify({ error: 'gateway unavailable' }));
        return;
      }
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'],
      });
      response.statusCode = 201;
      response.end(JSON.stringify({ id: `sms-${nextId++}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    failNext: (status, times = 1) => {
      failures = { status, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
