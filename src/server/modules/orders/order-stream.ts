import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../http/event-stream.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { isOrderEvent, ORDERS_CHANNEL } from './order-events.js';

/**
 * Streams order events of the given branches (undefined: all) as Server-Sent Events named `order`.
 * After the instance lost its database connection the stream says `resync`: events may have been
 * missed, so the board reloads its list.
 */
export async function streamOrderEvents(
  events: EventBus,
  request: FastifyRequest,
  reply: FastifyReply,
  branchIds: readonly number[] | undefined,
): Promise<void> {
  // The stream may close while the subscription is still being set up.
  const subscription: { stop?: () => void } = {};
  const stream = openEventStream(request, reply, () => subscription.stop?.());
  subscription.stop = await events.subscribe(ORDERS_CHANNEL, (payload) => {
    if (payload === null) stream.send('resync', {});
    else if (isOrderEvent(payload) && (branchIds === undefined || branchIds.includes(payload.branchId))) {
      stream.send('order', payload);
    }
  });
  if (stream.closed) subscription.stop();
  else stream.send('ready', {});
}
