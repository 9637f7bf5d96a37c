import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicOrder, Questionnaire } from '../../../../domain/schemas/order.js';
import { apiGet, apiPost } from '../../../api/client.js';
import { openReconnectingEventSource } from '../../../lib/reconnecting-event-source.js';
import { isAwaitingPayment, isSettled } from '../utils/order-timeline.js';

/** The spec's status polling interval. */
export const STATUS_POLL_MS = 10_000;

const orderPath = (uid: string, hash: string) =>
  `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
const orderKey = (uid: string, hash: string) => ['orders', 'public', uid, hash] as const;

/**
 * The public order, followed live over its event stream, which sends the poll's answer at once and after
 * every staff action. While the stream is down or refused (the server's limit), and while an online
 * payment is awaited (only the poll asks the provider), it is asked for every ten seconds as the spec
 * says; both stop once nothing about the order can change any more.
 */
export function usePublicOrder(uid: string, hash: string) {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const query = useQuery({
    queryKey: orderKey(uid, hash),
    queryFn: ({ signal }) => apiGet<PublicOrder>(orderPath(uid, hash), signal),
    refetchInterval: (current) => {
      const order = current.state.data;
      if (order !== undefined && isSettled(order)) return false;
      return isLive && order !== undefined && !isAwaitingPayment(order) ? false : STATUS_POLL_MS;
    },
  });
  const isFinal = query.data !== undefined && isSettled(query.data);

  useEffect(() => {
    if (isFinal || typeof EventSource === 'undefined') return;
    const key = orderKey(uid, hash);
    const stream = openReconnectingEventSource(`${orderPath(uid, hash)}/events`, {
      upEvent: 'order',
      onUp: () => setIsLive(true),
      events: {
        order: (event) => {
          const answer = JSON.parse((event as MessageEvent<string>).data) as { data: PublicOrder };
          queryClient.setQueryData(key, answer.data);
        },
      },
      onLost: () => setIsLive(false),
    });
    return () => {
      stream.close();
      setIsLive(false);
    };
  }, [uid, hash, isFinal, queryClient]);

  return query;
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
