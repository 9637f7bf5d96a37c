import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventFrame, openEventStream } from '../../http/event-stream.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { OrderFeed } from '../desk/order-feed.js';

/** Who may go on listening: checked again whenever `channel` announces a change that `concerns` it. */
export type StreamAccess = {
  channel: string;
  concerns: (payload: unknown) => boolean;
  stillAllowed: () => Promise<boolean>;
};

/** Each feed event goes to every stream of its branch as the same object: framed once for all of them. */
const frames = new WeakMap<object, Buffer>();
function orderFrame(event: object): Buffer {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = eventFrame('order', event);
    frames.set(event, frame);
  }
  return frame;
}

/**
 * Streams order events of the given branches (undefined: all) as Server-Sent Events named `order`, each
 * with the branch's version and the order as it stands (order-feed.ts). After the instance lost its database connection the stream says `resync`: events may have been
 * missed, so the board reloads its list. With `access`, the stream ends as soon as the client's access
 * is withdrawn (a board key replaced on any instance), after a last `resync` that makes the board look
 * again and learn why. `ready` carries the branches' versions as of the subscription.
 */
export async function streamOrderEvents(
  events: EventBus,
  feed: OrderFeed,
  request: FastifyRequest,
  reply: FastifyReply,
  branchIds: readonly number[] | undefined,
  access?: StreamAccess,
): Promise<void> {
  // The stream may close while the subscriptions are still being set up.
  const stops: (() => void)[] = [];
  const stream = openEventStream(request, reply, () => stops.forEach((stop) => stop()));
  stops.push(
    await feed.subscribe((event) => {
      if (event === null) stream.send('resync', {});
      else if (branchIds === undefined || branchIds.includes(event.branchId))
        stream.sendFrame(orderFrame(event));
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
  if (stream.closed) {
    stops.forEach((stop) => stop());
    return;
  }
  // Read after subscribing: a board whose list is older than these versions missed an event in between.
  const versions = await feed.versions(branchIds).catch(() => undefined);
  if (!stream.closed) stream.send('ready', versions === undefined ? {} : { versions });
}
