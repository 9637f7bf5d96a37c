import { useEffect, useRef, useState } from 'react';
import type { PickupChange } from '../../../domain/order-board/pickup.js';
import { issuedSignageCommandSchema, type IssuedSignageCommand } from '../../../domain/signage/commands.js';
import { openReconnectingEventSource } from '../../lib/reconnecting-event-source.js';

export type PlayerEventHandlers = {
  /** The command in force: sent on connecting and whenever staff change it. */
  onCommand: (command: IssuedSignageCommand | null) => void;
  /** The branch's orders changed: the change for the pickup board, or undefined to look again. */
  onOrders: (change: PickupChange | undefined) => void;
  /** Events may have been missed: everything is loaded again. */
  onResync: () => void;
};

function commandIn(event: Event): IssuedSignageCommand | null | undefined {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    if (typeof data !== 'object' || data === null || !('command' in data)) return undefined;
    const parsed = issuedSignageCommandSchema.nullable().safeParse(data.command);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function pickupChangeIn(event: Event): PickupChange | undefined {
  try {
    const data: unknown = JSON.parse((event as MessageEvent<string>).data);
    if (typeof data !== 'object' || data === null || !('version' in data)) return undefined;
    return typeof data.version === 'number' ? (data as PickupChange) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The TV's event stream. A lost stream is reopened with a growing, jittered delay (a room of TVs does
 * not knock on a restarted server all at once), at once when the network comes back; every (re)connect
 * counts as "look again", since events are delivered at most once.
 */
export function usePlayerEvents(path: string, handlers: PlayerEventHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const command = (event: Event) => {
      const next = commandIn(event);
      if (next !== undefined) latest.current.onCommand(next);
    };
    // The player looks once at the start, whatever the stream does: offline, it knows so at once.
    latest.current.onResync();
    const stream = openReconnectingEventSource(path, {
      upEvent: 'ready',
      onUp: (event) => {
        setConnected(true);
        latest.current.onResync();
        command(event);
      },
      events: {
        command,
        orders: (event) => latest.current.onOrders(pickupChangeIn(event)),
        resync: () => latest.current.onResync(),
      },
      onLost: () => setConnected(false),
    });
    // The browser's word that it is offline ends the stream, which could otherwise outlive the network.
    window.addEventListener('offline', stream.drop);
    return () => {
      window.removeEventListener('offline', stream.drop);
      stream.close();
    };
  }, [path]);

  return connected;
}
