import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { failureMessage } from '../../backoffice/app/failure-message.js';
import { ordersDe } from '../../i18n/orders.js';
import type { OrderCommands } from '../api/order-commands.js';
import { alertingIds, alertReducer, initialAlertState } from '../utils/new-order-alert.js';

const TICK_MS = 1_000;

export interface NewOrderAlert {
  /** Orders not acknowledged yet, in the order they arrived. */
  alerting: number[];
  /** The orders the latest sound was for, to be announced to screen readers. */
  announced: readonly number[];
  acknowledge(ids: readonly number[]): void;
  error: string | null;
}

/**
 * Runs the alert for new orders: a sound on arrival and every few seconds while any order waits for
 * 'Gesehen', which is sent to the server so every board of the branch goes quiet.
 */
export function useNewOrderAlert(
  orders: readonly StaffOrder[] | undefined,
  commands: OrderCommands,
  { onSound, onAcknowledged }: { onSound: () => void; onAcknowledged: (order: StaffOrder) => void },
): NewOrderAlert {
  const [state, dispatch] = useReducer(alertReducer, initialAlertState);
  const [error, setError] = useState<string | null>(null);
  const callbacks = useRef({ onSound, onAcknowledged });
  useEffect(() => {
    callbacks.current = { onSound, onAcknowledged };
  });

  useEffect(() => {
    if (orders === undefined) return;
    dispatch({ type: 'orders', orders });
    dispatch({ type: 'tick', now: Date.now() });
  }, [orders]);

  useEffect(() => {
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const played = useRef(0);
  useEffect(() => {
    if (state.sounds <= played.current) return;
    played.current = state.sounds;
    callbacks.current.onSound();
  }, [state.sounds]);

  const acknowledge = useCallback(
    (ids: readonly number[]) => {
      if (ids.length === 0) return;
      dispatch({ type: 'acknowledge', ids });
      void Promise.allSettled(ids.map((id) => commands.acknowledge(id))).then((results) => {
        const failed = ids.filter((_, index) => results[index]?.status === 'rejected');
        for (const result of results) {
          if (result.status === 'fulfilled') callbacks.current.onAcknowledged(result.value);
        }
        const firstFailure = results.find((result) => result.status === 'rejected');
        setError(
          firstFailure === undefined ? null : failureMessage(firstFailure.reason, ordersDe.errors.status),
        );
        if (failed.length > 0) dispatch({ type: 'acknowledge-failed', ids: failed });
      });
    },
    [commands],
  );

  return { alerting: alertingIds(state), announced: state.announced, acknowledge, error };
}
