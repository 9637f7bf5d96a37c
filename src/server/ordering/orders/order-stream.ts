import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../http/event-stream.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { isOrderEvent, ORDERS_CHANNEL } from './order-events.js';

/** Who may go on listening: checked again whenever `channel` announces a change that `concerns` it. */
export type StreamAccess = {
  channel: string;
  concerns: (payload: unknown) => boolean;
  stillAllowed: () => Promise<boolean>;
};

/**
 * Streams order events of the given branches (undefined: all) as Server-Sent Events named `order`.
 * After the instance lost its database connection the stream says `resync`: events may have been
 * missed, so the board reloads its list. With `access`, the stream ends as soon as the client's access
 * is withdrawn (a board key replaced on any instance), after a last `resync` that makes the board look
 * again and learn why.
 */
export async function streamOrderEvents(
  events: EventBus,
  request: FastifyRequest,
  reply: FastifyReply,
  branchIds: readonly number[] | undefined,
  access?: StreamAccess,
): Promise<void> {
  // The stream may close while the subscriptions are still being set up.
  const stops: (() => void)[] = [];
  const stream = openEventStream(request, reply, () => stops.forEach((stop) => stop()));
  stops.push(
    await events.subscribe(ORDERS_CHANNEL, (payload) => {
      if (payload === null) stream.send('resync', {});
      else if (isOrderEvent(payload) && (branchIds === undefined || branchIds.includes(payload.branchId))) {
        stream.send('order', payload);
      }
    }),
  );
  if (access !== undefined) {
    // A reconnect of the listener (null) may have swallowed a change, so it is checked then too.
    stops.push(
      await events.subscribe(access.channel, (payload) => {
        if (payload !== null && !access.concerns(payload)) return;
        access.stillAllowed().then(
          (allowed) => {
            if (allowed) return;
            stream.send('resync', {});
            stream.end();
          },
          // Unable to check now (database away): the next announcement checks again.
          () => undefined,
        );
      }),
    );
  }
  if (stream.closed) stops.forEach((stop) => stop());
  else stream.send('ready', {});
}
