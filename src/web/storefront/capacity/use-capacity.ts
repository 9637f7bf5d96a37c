import { useQuery } from '@tanstack/react-query';
import type { OrderMethod } from '../../../domain/cart/order-method.js';
import {
  itemsQuery,
  type CapacitySlots,
  type OrderingStatus,
} from '../../../domain/capacity/public-state.js';
import type { LocalDate } from '../../../domain/opening-hours/vienna-time.js';
import { apiGet } from '../../api/client.js';

/**
 * A pause set on the board reaches guests within 2 s (ADR 037): the answer is asked for every second
 * while the page is in view, and the server reuses it for half a second.
 */
export const ORDERING_STATUS_POLL_MS = 1_000;
/** Slots fill as others order; the picker looks again at this pace and whenever the status changes. */
const SLOTS_POLL_MS = 20_000;

export function useOrderingStatus(branchId: number) {
  return useQuery({
    queryKey: ['branches', branchId, 'ordering-status'],
    queryFn: ({ signal }) => apiGet<OrderingStatus>(`/api/branches/${branchId}/ordering-status`, signal),
    refetchInterval: ORDERING_STATUS_POLL_MS,
    staleTime: 0,
  }).data;
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
