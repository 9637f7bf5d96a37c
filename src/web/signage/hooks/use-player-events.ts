import { useEffect, useRef, useState } from 'react';
import { issuedSignageCommandSchema, type IssuedSignageCommand } from '../../../domain/signage/commands.js';
import { reconnectDelay } from '../../frontdesk/utils/reconnect-delay.js';

export type PlayerEventHandlers = {
  /** The command in force: sent on connecting and whenever staff change it. */
  onCommand: (command: IssuedSignageCommand | null) => void;
  /** The branch's orders changed: the pickup board looks again. */
  onOrders: () => void;
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
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    function connect() {
      timer = undefined;
      const opened = new EventSource(path);
      source = opened;
      const command = (event: Event) => {
        const next = commandIn(event);
        if (next !== undefined) latest.current.onCommand(next);
      };
      opened.addEventListener('ready', (event) => {
        attempt = 0;
        setConnected(true);
        latest.current.onResync();
        command(event);
      });
      opened.addEventListener('command', command);
      opened.addEventListener('orders', () => latest.current.onOrders());
      opened.addEventListener('resync', () => latest.current.onResync());
      opened.addEventListener('error', () => {
        opened.close();
        if (source !== opened) return;
        source = undefined;
        setConnected(false);
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    }

    function retryNow() {
      if (timer === undefined) return;
      clearTimeout(timer);
      connect();
    }

    // An open stream can outlive the network silently; the browser's word that it is offline ends it.
    function wentOffline() {
      source?.close();
      source = undefined;
      setConnected(false);
      clearTimeout(timer);
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    }

    // The player looks once at the start, whatever the stream does: offline, it knows so at once.
    latest.current.onResync();
    connect();
    window.addEventListener('online', retryNow);
    window.addEventListener('offline', wentOffline);
    return () => {
      window.removeEventListener('online', retryNow);
      window.removeEventListener('offline', wentOffline);
      clearTimeout(timer);
      source?.close();
      source = undefined;
    };
  }, [path]);

  return connected;
}
