import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderMethod } from '../../../domain/cart/order-method.js';
import {
  itemsQuery,
  type CapacitySlots,
  type OrderingStatus,
} from '../../../domain/capacity/public-state.js';
import type { LocalDate } from '../../../domain/opening-hours/vienna-time.js';
import { apiGet } from '../../api/client.js';
import { openReconnectingEventSource } from '../../lib/reconnecting-event-source.js';

/**
 * A pause set on the board reaches guests within 2 s (ADR 037). The page follows the branch's status on
 * its event stream, which the server feeds once a second for all of the branch's pages; while the stream
 * is down or refused (the server's limit), the answer is asked for every second while the page is in
 * view, and the server reuses it for half a second.
 */
export const ORDERING_STATUS_POLL_MS = 1_000;
/** Slots fill as others order; the picker looks again at this pace and whenever the status changes. */
const SLOTS_POLL_MS = 20_000;

const statusPath = (branchId: number) => `/api/branches/${branchId}/ordering-status`;
const statusKey = (branchId: number) => ['branches', branchId, 'ordering-status'] as const;

export function useOrderingStatus(branchId: number) {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const query = useQuery({
    queryKey: statusKey(branchId),
    queryFn: ({ signal }) => apiGet<OrderingStatus>(statusPath(branchId), signal),
    refetchInterval: isLive ? false : ORDERING_STATUS_POLL_MS,
    staleTime: 0,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = openReconnectingEventSource(`${statusPath(branchId)}/events`, {
      upEvent: 'status',
      onUp: () => setIsLive(true),
      events: {
        status: (event) => {
          const answer = JSON.parse((event as MessageEvent<string>).data) as { data: OrderingStatus };
          queryClient.setQueryData(statusKey(branchId), answer.data);
        },
      },
      onLost: () => setIsLive(false),
    });
    return () => {
      stream.close();
      setIsLive(false);
    };
  }, [branchId, queryClient]);

  return query.data;
}

export function useCapacitySlots(input: {
  branchId: number;
  date: LocalDate | null;
  method: OrderMethod;
  lines: readonly { productId: number; amount: number }[];
  status: OrderingStatus | undefined;
}) {
  const items = itemsQuery(input.lines);
  const isEnabled = input.status?.isCapacityEnabled === true && input.date !== null && items !== '';
  return useQuery({
    queryKey: ['branches', input.branchId, 'capacity-slots', input.date, input.method, items, input.status],
    queryFn: ({ signal }) =>
      apiGet<CapacitySlots>(
        `/api/branches/${input.branchId}/capacity-slots?date=${input.date ?? ''}&method=${input.method}&items=${items}`,
        signal,
      ),
    enabled: isEnabled,
    refetchInterval: SLOTS_POLL_MS,
    placeholderData: (previous) => previous,
  }).data;
}
