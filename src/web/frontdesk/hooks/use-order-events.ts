import { useEffect, useRef, useState } from 'react';
import { reconnectDelay } from '../utils/reconnect-delay.js';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

/**
 * Listens to an order event stream (`order`, `resync`) and calls `onChange` whenever the lists may have
 * changed: on every event, on every (re)connect, and when the screen becomes visible again. Events only
 * say "look again" (the server delivers them at most once), so looking again after every gap is what
 * makes sure no order is missed. A failed stream is closed and reopened with a growing, jittered delay;
 * coming back online tries again at once.
 */
export function useOrderEvents(
  path: string | null,
  onChange: () => void,
  /** The stream's change event: `order`, or `request` for the requests inbox. */
  eventName = 'order',
): ConnectionState {
  const [connection, setConnection] = useState<{ path: string | null; state: ConnectionState }>({
    path,
    state: 'connecting',
  });
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (path === null) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const changed = () => latest.current();
    const report = (state: ConnectionState) => setConnection({ path, state });

    function connect() {
      timer = undefined;
      const opened = new EventSource(path as string);
      source = opened;
      opened.addEventListener('open', () => {
        attempt = 0;
        report('connected');
        changed();
      });
      opened.addEventListener(eventName, changed);
      // The server lost its own feed for a moment and may have dropped events.
      opened.addEventListener('resync', changed);
      opened.addEventListener('error', () => {
        opened.close();
        if (source !== opened) return;
        source = undefined;
        report('reconnecting');
        // Events may have been lost in the gap; asking now also finds out soon if the key was revoked.
        changed();
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    }

    function retryNow() {
      if (timer === undefined) return;
      clearTimeout(timer);
      connect();
    }

    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      changed();
      retryNow();
    }

    connect();
    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', retryNow);
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      source?.close();
      source = undefined;
    };
  }, [path, eventName]);

  return connection.path === path ? connection.state : 'connecting';
}
