import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The common part of the fake payment providers: a real HTTP server on 127.0.0.1 with routes, a webhook
 * sender that can hold, delay and reorder deliveries, injected failures and call counts, and the same
 * controls over HTTP under /_test/ for a test runner in another process (the browser suite).
 */
export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type FakeResponse =
  | { status: number; json: unknown; contentType?: string }
  | { status: number; html: string }
  | { redirect: string };

export type Route = {
  method: 'GET' | 'POST';
  /** Segments starting with ':' are parameters. */
  pattern: string;
  /** The provider's API: counted, and subject to failNext and stallNext. */
  api: boolean;
  handle: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;
};

export type Webhook = { url: string; headers: Record<string, string>; body: string; paymentId: string };
export type WebhookDelivery = Webhook & { at: Date; status?: number; error?: string };

export type FakeServerControls = {
  /** Base URL, e.g. http://127.0.0.1:41234 (API, payment pages and /_test/ share it). */
  url: string;
  /** Calls of one API route ('GET /v2/payments/:id'), or of all API routes together. */
  calls(route?: string): number;
  /** The next `times` API calls answer `status` with `body` (or a plain provider-looking error). */
  failNext(status: number, options?: { times?: number; body?: unknown }): void;
  /** The next `times` API calls wait `ms` before answering, to make callers time out. */
  stallNext(ms: number, options?: { times?: number }): void;
  /** Webhooks from now on are queued instead of sent, until releaseWebhooks(). */
  holdWebhooks(): void;
  /** Sends the queued webhooks one after the other, newest first with `reverse` (out of order). */
  releaseWebhooks(options?: { reverse?: boolean }): Promise<WebhookDelivery[]>;
  /** Webhooks are sent `ms` after the event instead of before the guest is redirected (0: at once). */
  delayWebhooks(ms: number): void;
  /** Every webhook sent so far, with the answer it got. */
  deliveries(): WebhookDelivery[];
  /** Forgets injected failures, held webhooks, delays, counts and deliveries (not the payments). */
  resetControls(): void;
  close(): Promise<void>;
};

export type FakeServer = FakeServerControls & {
  /** Sends, holds or delays a webhook as the controls say; resolves once it is sent, queued or scheduled. */
  dispatchWebhook(webhook: Webhook): Promise<void>;
};

export async function startFakeServer(options: {
  port?: number;
  routes: Route[];
  /** Provider-specific /_test/ routes (set a status, replay a webhook …). */
  testRoutes: Route[];
  errorBody: (status: number) => unknown;
}): Promise<FakeServer> {
  const counts = new Map<string, number>();
  let failures: { status: number; body?: unknown; times: number } | undefined;
  let stalls: { ms: number; times: number } | undefined;
  let held: Webhook[] | undefined;
  let delayMs = 0;
  const timers = new Set<NodeJS.Timeout>();
  let log: WebhookDelivery[] = [];

  const deliver = async (webhook: Webhook): Promise<WebhookDelivery> => {
    const delivery: WebhookDelivery = { ...webhook, at: new Date() };
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    log.push(delivery);
    return delivery;
  };

  const dispatchWebhook = async (webhook: Webhook) => {
    if (held) {
      held.push(webhook);
    } else if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(webhook);
      }, delayMs);
      timers.add(timer);
    } else {
      await deliver(webhook);
    }
  };

  const controls: Omit<FakeServerControls, 'url' | 'close'> = {
    calls: (route) =>
      route === undefined ? [...counts.values()].reduce((sum, n) => sum + n, 0) : (counts.get(route) ?? 0),
    failNext: (status, { times = 1, body } = {}) => {
      failures = { status, body, times };
    },
    stallNext: (ms, { times = 1 } = {}) => {
      stalls = { ms, times };
    },
    holdWebhooks: () => {
      held ??= [];
    },
    releaseWebhooks: async ({ reverse = false } = {}) => {
      const queue = held ?? [];
      held = undefined;
      const deliveries: WebhookDelivery[] = [];
      for (const webhook of reverse ? [...queue].reverse() : queue) deliveries.push(await deliver(webhook));
      return deliveries;
    },
    delayWebhooks: (ms) => {
      delayMs = ms;
    },
    deliveries: () => [...log],
    resetControls: () => {
      counts.clear();
      failures = undefined;
      stalls = undefined;
      held = undefined;
      delayMs = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      log = [];
    },
  };

  const numberField = (body: string, name: string): number | undefined => {
    const value = (parseJsonObject(body) ?? {})[name];
    return typeof value === 'number' ? value : undefined;
  };
  const controlRoutes: Route[] = [
    { method: 'GET', pattern: '/_test/health', api: false, handle: () => ok({ ok: true }) },
    {
      method: 'GET',
      pattern: '/_test/calls',
      api: false,
      handle: () => ok(Object.fromEntries(counts)),
    },
    {
      method: 'POST',
      pattern: '/_test/fail-next',
      api: false,
      handle: ({ body }) => {
        const parsed = parseJsonObject(body) ?? {};
        controls.failNext(numberField(body, 'status') ?? 500, {
          times: numberField(body, 'times') ?? 1,
          body: parsed.body,
        });
        return ok({ ok: true });
      },
    },
    {
      method: 'POST',
      pattern: '/_test/stall-next',
      api: false,
      handle: ({ body }) => {
        controls.stallNext(numberField(body, 'ms') ?? 30_000, { times: numberField(body, 'times') ?? 1 });
        return ok({ ok: true });
      },
    },
    {
      method: 'POST',
      pattern: '/_test/webhooks/hold',
      api: false,
      handle: () => {
        controls.holdWebhooks();
        return ok({ ok: true });
      },
    },
    {
      method: 'POST',
      pattern: '/_test/webhooks/release',
      api: false,
      handle: async ({ body }) =>
        ok(await controls.releaseWebhooks({ reverse: parseJsonObject(body)?.reverse === true })),
    },
    {
      method: 'POST',
      pattern: '/_test/webhooks/delay',
      api: false,
      handle: ({ body }) => {
        controls.delayWebhooks(numberField(body, 'ms') ?? 0);
        return ok({ ok: true });
      },
    },
    { method: 'GET', pattern: '/_test/webhooks', api: false, handle: () => ok(controls.deliveries()) },
    {
      method: 'POST',
      pattern: '/_test/reset',
      api: false,
      handle: () => {
        controls.resetControls();
        return ok({ ok: true });
      },
    },
  ];
  const routes = [...options.routes, ...options.testRoutes, ...controlRoutes];

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const matched = match(routes, method, url.pathname);
      let response: FakeResponse;
      if (!matched) {
        response = { status: 404, json: options.errorBody(404) };
      } else {
        const { route, params } = matched;
        if (route.api) {
          const key = `${route.method} ${route.pattern}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
          if (stalls && stalls.times > 0) {
            stalls.times -= 1;
            await new Promise((resolve) => setTimeout(resolve, stalls?.ms ?? 0));
          }
        }
        if (route.api && failures && failures.times > 0) {
          failures.times -= 1;
          response = { status: failures.status, json: failures.body ?? options.errorBody(failures.status) };
        } else {
          response = await route.handle({
            method,
            path: url.pathname,
            params,
            query: url.searchParams,
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        }
      }
      if (res.destroyed) return;
      if ('redirect' in response) {
        res.writeHead(303, { location: response.redirect }).end();
      } else if ('html' in response) {
        res.writeHead(response.status, { 'content-type': 'text/html; charset=utf-8' }).end(response.html);
      } else {
        res
          .writeHead(response.status, { 'content-type': response.contentType ?? 'application/json' })
          .end(JSON.stringify(response.json));
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    ...controls,
    url: `http://127.0.0.1:${port}`,
    dispatchWebhook,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const ok = (json: unknown, status = 200): FakeResponse => ({ status, json });

export function parseJsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The provider's hosted payment page: what the guest sees between the shop and the return. */
function checkoutPage(input: {
  provider: string;
  action: string;
  description: string;
  amount: string;
  isOpen: boolean;
}): string {
  const body = input.isOpen
    ? `<form method="post" action="${escapeHtml(input.action)}">
      <button type="submit" name="action" value="pay">Bezahlen</button>
      <button type="submit" name="action" value="cancel">Abbrechen</button>
      <button type="submit" name="action" value="fail">Zahlung ablehnen</button>
    </form>`
    : '<p>Diese Zahlung ist nicht mehr offen.</p>';
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Testzahlung – ${escapeHtml(input.provider)}</title>
  </head>
  <body>
    <main>
      <h1>Testzahlung (${escapeHtml(input.provider)})</h1>
      <p>${escapeHtml(input.description)}</p>
      <p>Betrag: <strong>${escapeHtml(input.amount)}</strong></p>
      ${body}
    </main>
  </body>
</html>`;
}

/**
 * Creates that honour `Idempotency-Key` as both providers do: the same key with the same body gets the
 * first answer again, with another body the provider's refusal; only a successful create (201) is kept.
 */
export function idempotentCreates(): (
  request: FakeRequest,
  create: (body: string) => FakeResponse,
  reused: () => FakeResponse,
) => FakeResponse {
  const earlier = new Map<string, { body: string; response: FakeResponse }>();
  return (request, create, reused) => {
    const key = headerValue(request, 'idempotency-key');
    const first = key ? earlier.get(key) : undefined;
    if (first) return first.body === request.body ? first.response : reused();
    const response = create(request.body);
    if (key && 'json' in response && response.status === 201)
      earlier.set(key, { body: request.body, response });
    return response;
  };
}

/** The hosted payment page of a payment the fake knows, or the provider's 404 for one it does not. */
export function checkoutPageResponse(page: Parameters<typeof checkoutPage>[0] | undefined): FakeResponse {
  if (!page) return { status: 404, html: '<!doctype html><html lang="de"><title>Unbekannt</title></html>' };
  return { status: 200, html: checkoutPage(page) };
}

/**
 * GET {path} lists what the fake holds and GET {path}/:id shows one, as it stores them (not as the
 * provider's API presents them), so a test in another process can look inside.
 */
export function inspectionRoutes<Item>(
  path: string,
  items: Map<string, Item>,
  notFound: (id: string | undefined) => FakeResponse,
): Route[] {
  return [
    { method: 'GET', pattern: path, api: false, handle: () => ok([...items.values()]) },
    {
      method: 'GET',
      pattern: `${path}/:id`,
      api: false,
      handle: ({ params }) => {
        const item = items.get(params.id ?? '');
        return item ? ok(item) : notFound(params.id);
      },
    },
  ];
}

/** POST {pattern with :id} sends that payment's webhook again, held or delayed as the controls say. */
export function webhookReplayRoute(pattern: string, sendWebhook: (id: string) => Promise<void>): Route {
  return {
    method: 'POST',
    pattern,
    api: false,
    handle: async ({ params }) => {
      await sendWebhook(params.id ?? '');
      return ok({ ok: true });
    },
  };
}

function headerValue(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The random part of a provider id. */
export function randomToken(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

function match(routes: Route[], method: string, path: string) {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (fits) return { route, params };
  }
  return undefined;
}
