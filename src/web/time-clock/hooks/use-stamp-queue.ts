import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  enqueue,
  flushQueue,
  storageStampStore,
  type QueuedStamp,
  type Refusal,
  type SendOutcome,
} from '../utils/stamp-queue.js';

/** While stamps wait, the server is asked again this often (besides when the browser is back online). */
const RETRY_MS = 10_000;

export type StampQueue = {
  queue: QueuedStamp[];
  /** The last sending found the server unreachable: the stamps wait on this device. */
  isStuck: boolean;
  refusals: Refusal[];
  add: (stamp: QueuedStamp) => void;
};

/**
 * The clock link's stamps, kept in localStorage until the server has them, so a short network loss (or
 * a closed tab) loses none. One sending at a time: stamps depend on their order.
 */
export function useStampQueue(
  storageKey: string,
  send: (stamp: QueuedStamp) => Promise<SendOutcome>,
  onAnswered: () => void,
): StampQueue {
  const store = useMemo(() => storageStampStore(window.localStorage, storageKey), [storageKey]);
  const [queue, setQueue] = useState(() => store.read());
  const [isStuck, setStuck] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const sending = useRef(false);
  const again = useRef(false);

  const flush = useCallback(async (): Promise<void> => {
    if (sending.current) {
      // A stamp tapped after the running sending last read the queue: sent right after it.
      again.current = true;
      return;
    }
    sending.current = true;
    try {
      do {
        again.current = false;
        const result = await flushQueue(store, send);
        setQueue(store.read());
        setStuck(result.pending > 0);
        if (result.refused.length > 0) setRefusals(result.refused);
        if (result.sent > 0 || result.refused.length > 0) onAnswered();
        if (result.pending > 0) break;
      } while (again.current);
    } finally {
      sending.current = false;
    }
  }, [store, send, onAnswered]);

  const add = useCallback(
    (stamp: QueuedStamp) => {
      store.write(enqueue(store.read(), stamp));
      setQueue(store.read());
      setRefusals([]);
      void flush();
    },
    [store, flush],
  );

  useEffect(() => {
    void flush();
    const retry = () => {
      if (store.read().length > 0) void flush();
    };
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [store, flush]);

  return { queue, isStuck, refusals, add };
}
