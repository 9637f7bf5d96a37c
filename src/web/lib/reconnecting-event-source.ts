import { reconnectDelay } from './reconnect-delay.js';

export type EventSourceHandlers = {
  /** The event that says the stream is up: `open`, or the event the server greets with. */
  upEvent: string;
  onUp: (event: Event) => void;
  events: Record<string, (event: Event) => void>;
  /** Called once per loss, before the next attempt is scheduled. */
  onLost: () => void;
};

export type ReconnectingEventSource = {
  /** Tries again at once if an attempt is waiting. */
  retryNow: () => void;
  /** Ends the stream as if it had failed: an open stream can outlive the network silently. */
  drop: () => void;
  close: () => void;
};

/**
 * An event stream that is reopened after a failure with a growing, jittered delay (a room of screens does
 * not knock on a restarted server all at once), and at once when the network comes back. A stream that
 * comes up again starts the delay over.
 */
export function openReconnectingEventSource(
  path: string,
  handlers: EventSourceHandlers,
): ReconnectingEventSource {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  function lost() {
    source = undefined;
    handlers.onLost();
    timer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  }

  function connect() {
    timer = undefined;
    const opened = new EventSource(path);
    source = opened;
    opened.addEventListener(handlers.upEvent, (event) => {
      attempt = 0;
      handlers.onUp(event);
    });
    for (const [name, handle] of Object.entries(handlers.events)) opened.addEventListener(name, handle);
    opened.addEventListener('error', () => {
      opened.close();
      // A stream already dropped or replaced has had its loss handled.
      if (source !== opened) return;
      lost();
    });
  }

  function retryNow() {
    if (timer === undefined) return;
    clearTimeout(timer);
    connect();
  }

  connect();
  window.addEventListener('online', retryNow);
  return {
    retryNow,
    drop() {
      source?.close();
      clearTimeout(timer);
      lost();
    },
    close() {
      window.removeEventListener('online', retryNow);
      clearTimeout(timer);
      source?.close();
      source = undefined;
    },
  };
}
