import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Proxies and load balancers close idle connections after a minute or so; a comment line keeps them open. */
const HEARTBEAT_MS = 15_000;

export type EventStream = {
  send(event: string, data: unknown, id?: string): void;
  /** Sends data that is JSON text already (a cached answer), without parsing and serialising it again. */
  sendJson(event: string, json: string): void;
  /** Sends an event framed once for all the streams that hear it (`eventFrame`). */
  sendFrame(frame: Buffer): void;
  /** Ends the answer from the server's side, e.g. once the client's access was withdrawn. */
  end(): void;
  readonly closed: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this app, ended when it shuts down. */
    eventStreams: Set<EventStream>;
  }
}

/**
 * An event as the stream carries it, serialised and encoded once: an order event goes to every board of
 * its branch (20 each in the rush bench), not once per board.
 */
export function eventFrame(event: string, data: unknown): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Prepares the app for a graceful close: the open event streams are kept so a shutdown can end them (a
 * stream never ends by itself, and the server would wait for the boards to go away), and answers sent
 * while closing carry `connection: close`, so a keep-alive connection does not hold the close open.
 */
export function trackEventStreams(app: FastifyInstance) {
  app.decorate('eventStreams', new Set<EventStream>());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const stream of app.eventStreams) stream.end();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/**
 * Opens a Server-Sent Events answer. The browser's EventSource reconnects by itself after a network
 * loss (after `retry` ms); what the stream carries is "something changed", so a reconnected client
 * reloads its list and misses nothing.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx buffers proxied answers unless told otherwise.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const streams = request.server.eventStreams;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    streams.delete(stream);
    onClose();
  };
  const stream: EventStream = {
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    sendJson(event, json) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${json}\n\n`);
    },
    sendFrame(frame) {
      if (closed) return;
      raw.write(frame);
    },
    end() {
      if (closed) return;
      close();
      // The connection goes too: a board reconnects, possibly to another instance, and a closing
      // server does not wait for the idle connection.
      // app.inject's simulated socket has no destroySoon.
      const socket: Partial<typeof request.raw.socket> = request.raw.socket;
      raw.end(() => socket.destroySoon?.());
    },
    get closed() {
      return closed;
    },
  };
  streams.add(stream);
  request.raw.on('close', close);
  raw.on('error', close);
  return stream;
}
