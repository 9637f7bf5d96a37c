import { useEffect, useRef, useState } from 'react';
import { openReconnectingEventSource } from '../../lib/reconnecting-event-source.js';

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
    const changed = () => latest.current();
    const report = (state: ConnectionState) => setConnection({ path, state });
    const stream = openReconnectingEventSource(path, {
      upEvent: 'open',
      onUp: () => {
        report('connected');
        changed();
      },
      events: {
        [eventName]: changed,
        // The server lost its own feed for a moment and may have dropped events.
        resync: changed,
      },
      onLost: () => {
        report('reconnecting');
        // Events may have been lost in the gap; asking now also finds out soon if the key was revoked.
        changed();
      },
    });

    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      changed();
      stream.retryNow();
    }

    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stream.close();
    };
  }, [path, eventName]);

  return connection.path === path ? connection.state : 'connecting';
}
