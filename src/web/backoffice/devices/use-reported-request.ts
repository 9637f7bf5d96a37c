import { useState } from 'react';
import { failureMessage, isSignedOut } from '../app/failure-message.js';
import { statusStore } from '../app/status-store.js';

/**
 * A request about a device or its print jobs that the user starts with a button: a refusal becomes an
 * error entry with the server's reason and a retry (spec, section 8), which goes once a try succeeds.
 */
export function useReportedRequest({
  errorId,
  failed,
  send,
  onDone,
}: {
  errorId: string;
  /** The error entry's message when the server gives no reason. */
  failed: string;
  send: () => Promise<unknown>;
  onDone: () => void | Promise<void>;
}) {
  const [busy, setBusy] = useState(false);

  async function run(): Promise<void> {
    setBusy(true);
    try {
      await send();
      statusStore.removeError(errorId);
      await onDone();
    } catch (error) {
      if (!isSignedOut(error)) {
        statusStore.putError({
          id: errorId,
          message: failureMessage(error, failed),
          cause: error,
          retry: run,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
