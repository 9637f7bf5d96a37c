import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';

/** autocannon's options for placing orders: every request a new order with its own Idempotency-Key. */
export function orderLoad(url: string, body: string): autocannon.Options {
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    // A repeated key would only replay the first answer.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  };
}
