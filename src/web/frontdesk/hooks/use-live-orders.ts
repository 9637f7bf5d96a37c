import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  applyOrderEvent,
  listDayOf,
  type LiveList,
  type LiveOrderEvent,
} from '../../../domain/order-board/live-list.js';
import { openReconnectingEventSource } from '../../lib/reconnecting-event-source.js';
import type { ConnectionState } from './use-order-events.js';

function dataOf(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}

function orderEventIn(event: Event): LiveOrderEvent | undefined {
  const data = dataOf(event);
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  return typeof fields.orderId === 'number' &&
    typeof fields.branchId === 'number' &&
    typeof fields.version === 'number' &&
    typeof fields.order === 'object'
    ? (data as LiveOrderEvent)
    : undefined;
}

function versionsIn(event: Event): Record<string, number> | undefined {
  const data = dataOf(event);
  if (typeof data !== 'object' || data === null || !('versions' in data)) return undefined;
  return typeof data.versions === 'object' && data.versions !== null
    ? (data.versions as Record<string, number>)
    : undefined;
}

/**
 * Keeps the current-order list under `queryKey` (a LiveList) live from an order event stream: each event
 * carries the changed order and its branch's version, and is applied to the list in place. The list is
 * loaded again only when that cannot be trusted: a version skipped (a missed event), the stream's `ready`
 * naming a version the list has not reached, a `resync`, a lost stream, or the screen coming back. A
 * reload under way is not started twice; events that arrive meanwhile are applied to its answer.
 * `onOrder` hears every change, for other views of the order.
 */
export function useLiveOrders(
  queryKey: QueryKey,
  path: string | null,
  onOrder?: (event: LiveOrderEvent) => void,
): ConnectionState {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<{ path: string | null; state: ConnectionState }>({
    path,
    state: 'connecting',
  });
  const latest = useRef({ queryKey, onOrder });
  useEffect(() => {
    latest.current = { queryKey, onOrder };
  });
  const hash = hashKey(queryKey);

  useEffect(() => {
    if (path === null) return;
    const key = () => latest.current.queryKey;
    const pending: LiveOrderEvent[] = [];
    const reloading = () => queryClient.isFetching({ queryKey: key(), exact: true }) > 0;
    const reload = () => {
      if (!reloading()) void queryClient.invalidateQueries({ queryKey: key(), exact: true });
    };
    const apply = (event: LiveOrderEvent) => {
      const list = queryClient.getQueryData<LiveList>(key());
      if (list === undefined || reloading()) {
        pending.push(event);
        return;
      }
      const step = applyOrderEvent(list, event, listDayOf(new Date()));
      if (step.kind === 'applied') queryClient.setQueryData<LiveList>(key(), step.list);
      else if (step.kind === 'gap') {
        pending.push(event);
        reload();
      }
    };
    // A reload's answer holds what it holds; the events that came in meanwhile go on top of it.
    const stopWatching = queryClient.getQueryCache().subscribe((change) => {
      if (change.type !== 'updated' || change.query.queryHash !== hash) return;
      if (change.action.type !== 'success' || pending.length === 0) return;
      const waiting = pending.splice(0);
      let list = queryClient.getQueryData<LiveList>(key());
      if (list === undefined) return;
      for (const event of waiting) {
        const step = applyOrderEvent(list, event, listDayOf(new Date()));
        if (step.kind === 'applied') list = step.list;
        // Still a hole: the answer was older than the event before it. The next reload closes it.
        else if (step.kind === 'gap') {
          pending.push(...waiting.slice(waiting.indexOf(event)));
          queueMicrotask(reload);
          break;
        }
      }
      queryClient.setQueryData<LiveList>(key(), list);
    });
    const report = (state: ConnectionState) => setConnection({ path, state });
    const stream = openReconnectingEventSource(path, {
      upEvent: 'ready',
      onUp: (event) => {
        report('connected');
        const versions = versionsIn(event);
        const list = queryClient.getQueryData<LiveList>(key());
        if (list === undefined) return;
        const behind =
          versions === undefined ||
          Object.entries(versions).some(([branch, version]) => version > (list.versions[branch] ?? -1));
        if (behind) reload();
      },
      events: {
        order: (event) => {
          const change = orderEventIn(event);
          if (change === undefined) return reload();
          latest.current.onOrder?.(change);
          apply(change);
        },
        // The server lost its own feed for a moment and may have dropped events.
        resync: reload,
      },
      onLost: () => {
        report('reconnecting');
        // Asking now also finds out soon if the key was revoked.
        reload();
      },
    });

    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      reload();
      stream.retryNow();
    }

    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatching();
      stream.close();
    };
  }, [path, hash, queryClient]);

  return connection.path === path ? connection.state : 'connecting';
}
