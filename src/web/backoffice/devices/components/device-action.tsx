import { useReportedRequest } from '../use-reported-request.js';

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
  const { busy, run } = useReportedRequest({
    errorId,
    failed: texts.failed,
    send: () => {
      // The last notice goes on every try, the retry from the error entry included.
      onSent(null);
      return send();
    },
    onDone: () => onSent(texts.sent),
  });

  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run()}>
      {busy ? texts.busy : texts.button}
    </button>
  );
}
