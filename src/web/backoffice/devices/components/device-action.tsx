import { useState } from 'react';
import { failureMessage, isSignedOut } from '../../app/failure-message.js';
import { statusStore } from '../../app/status-store.js';

export type DeviceActionTexts = { button: string; busy: string; failed: string; sent: string };

/**
 * A button that asks the server something for a device (a test print, a notification, its log); a
 * refusal is an error entry with the server's reason and a retry (spec, section 8).
 */
export function DeviceAction({
  errorId,
  texts,
  send,
  onSent,
}: {
  errorId: string;
  texts: DeviceActionTexts;
  send: () => Promise<unknown>;
  onSent: (notice: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function run(): Promise<void> {
    setBusy(true);
    onSent(null);
    try {
      await send();
      statusStore.removeError(errorId);
      onSent(texts.sent);
    } catch (error) {
      if (!isSignedOut(error)) {
        statusStore.putError({
          id: errorId,
          message: failureMessage(error, texts.failed),
          cause: error,
          retry: run,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run()}>
      {busy ? texts.busy : texts.button}
    </button>
  );
}
