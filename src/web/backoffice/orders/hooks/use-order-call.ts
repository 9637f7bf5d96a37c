import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { failureMessage, isSignedOut } from '../../app/failure-message.js';
import { statusStore } from '../../app/status-store.js';
import { rememberOrder } from '../api/staff-orders.js';

/**
 * Runs one call on an order (print, payment check, resend, save): the answered order replaces the shown
 * one; a failure becomes an error entry with the server's message or the spec's default and a retry.
 */
export function useOrderCall(orderId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function run(
    key: string,
    call: () => Promise<StaffOrder>,
    fallback: string,
    success: string,
  ): Promise<boolean> {
    const errorId = `orders.${orderId}.${key}`;
    setBusy(key);
    setNotice(null);
    return call().then(
      (order) => {
        setBusy(null);
        rememberOrder(queryClient, order);
        statusStore.removeError(errorId);
        setNotice(success);
        return true;
      },
      (error: unknown) => {
        setBusy(null);
        if (!isSignedOut(error)) {
          statusStore.putError({
            id: errorId,
            message: failureMessage(error, fallback),
            cause: error,
            retry: () => run(key, call, fallback, success),
          });
        }
        return false;
      },
    );
  }

  return { busy, notice, run };
}
