import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicOrder, Questionnaire } from '../../../../domain/schemas/order.js';
import { apiGet, apiPost } from '../../../api/client.js';
import { isSettled } from '../utils/order-timeline.js';

/** The spec's status polling interval. */
export const STATUS_POLL_MS = 10_000;

const orderPath = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const orderKey = (uid: string, hash: string) => ['orders', 'public', uid, hash] as const;

/** The public order, asked for again every ten seconds until nothing about it can change any more. */
export function usePublicOrder(uid: string, hash: string) {
  return useQuery({
    queryKey: orderKey(uid, hash),
    queryFn: ({ signal }) => apiGet<PublicOrder>(orderPath(uid, hash), signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order !== undefined && isSettled(order) ? false : STATUS_POLL_MS;
    },
  });
}

/** A guest's answer to the order (counter-appointment, rating); the order is loaded again afterwards. */
function useOrderAction<Variables>(
  uid: string,
  hash: string,
  send: (base: string, variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => send(orderPath(uid, hash), variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKey(uid, hash) }),
  });
}

export function useCounterAppointmentAnswer(uid: string, hash: string) {
  return useOrderAction<boolean>(uid, hash, (base, accept) =>
    apiPost(`${base}/${accept ? 'confirm' : 'reject'}-counter-appointment`, {}),
  );
}

export function useQuestionnaire(uid: string, hash: string) {
  return useOrderAction<Questionnaire>(uid, hash, (base, answers) =>
    apiPost(`${base}/questionnaire`, answers),
  );
}
