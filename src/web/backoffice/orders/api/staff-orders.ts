import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../domain/cart/cart-item.js';
import type { LiveList } from '../../../../domain/order-board/live-list.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { apiDelete, apiGet, apiGetPage, apiPost, apiPut } from '../../../api/client.js';
import { statusBody, type OrderCommands } from '../../../frontdesk/api/order-commands.js';
import { withAnsweredOrder } from '../../../frontdesk/utils/order-list.js';

export const orderKeys = {
  all: ['backoffice', 'orders'] as const,
  current: ['backoffice', 'orders', 'current'] as const,
  missed: ['backoffice', 'orders', 'missed'] as const,
  history: (query: string) => ['backoffice', 'orders', 'history', query] as const,
  one: (id: number) => ['backoffice', 'orders', 'one', id] as const,
};

/** Events are the fast path; this slow poll only covers a stream that is silently stuck. */
const SAFETY_POLL_MS = 60_000;

/** The current orders with the branch versions they hold; the order events keep them live. */
export const currentOrdersQuery = queryOptions({
  queryKey: orderKeys.current,
  queryFn: async ({ signal }): Promise<LiveList> => {
    const { data, meta } = await apiGetPage<StaffOrder, { versions: Record<string, number> }>(
      '/api/orders/current',
      signal,
    );
    return { orders: data, versions: meta.versions };
  },
  refetchInterval: SAFETY_POLL_MS,
});

export const missedOrdersQuery = queryOptions({
  queryKey: orderKeys.missed,
  queryFn: ({ signal }) => apiGet<StaffOrder[]>('/api/orders/missed', signal),
  refetchInterval: SAFETY_POLL_MS,
});

export function orderHistoryQuery(query: string) {
  return queryOptions({
    queryKey: orderKeys.history(query),
    queryFn: ({ signal }) => apiGet<StaffOrder[]>(`/api/orders?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => apiGet<StaffOrder>(`/api/orders/${id}`, signal),
  });
}

const orderPath = (id: number) => `/api/orders/${id}`;

/** The status actions, proposals and acknowledgements with the staff session. */
export const staffCommands: OrderCommands = {
  status: (id, action, message) =>
    apiPost<StaffOrder>(`${orderPath(id)}/status/${action}`, statusBody(action, message)),
  propose: (id, counterAppointment) =>
    apiPost<StaffOrder>(`${orderPath(id)}/counter-appointment`, { counterAppointment }),
  acknowledge: (id) => apiPost<StaffOrder>(`${orderPath(id)}/acknowledge`, {}),
};

export type OrderTool = 'print' | 'update-payment-status' | 'resend-new-order-email' | 'resend-new-order-sms';

export function runOrderTool(id: number, tool: OrderTool): Promise<StaffOrder> {
  return apiPost<StaffOrder>(`${orderPath(id)}/${tool}`, {});
}

export function updateOrderItem(id: number, index: number, item: CartItem): Promise<StaffOrder> {
  return apiPut<StaffOrder>(`${orderPath(id)}/items/${index}`, item);
}

export function addOrderItem(id: number, item: CartItem): Promise<StaffOrder> {
  return apiPost<StaffOrder>(`${orderPath(id)}/items`, item);
}

export function removeOrderItem(id: number, index: number): Promise<StaffOrder> {
  return apiDelete<StaffOrder>(`${orderPath(id)}/items/${index}`);
}

export function deleteOrder(id: number): Promise<void> {
  return apiDelete(orderPath(id));
}

/**
 * Every answer is the reloaded order: its page shows it at once, the current list follows, and the
 * lists that filter by state are asked again.
 */
export function rememberOrder(queryClient: QueryClient, order: StaffOrder): void {
  queryClient.setQueryData(orderKeys.one(order.id), order);
  queryClient.setQueryData<LiveList>(orderKeys.current, (list) => withAnsweredOrder(list, order));
  void queryClient.invalidateQueries({ queryKey: orderKeys.missed });
  void queryClient.invalidateQueries({ queryKey: ['backoffice', 'orders', 'history'] });
}

export function forgetOrder(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: orderKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
