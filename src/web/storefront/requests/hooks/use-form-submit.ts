import { useEffect, useRef, useState } from 'react';
import { requestsDe } from '../../../i18n/requests.js';
import { readStored, writeStored } from '../../ordering/utils/session-store.js';
import { postRequestForm } from '../api/requests-api.js';

type FormPath = '/custom/forms' | '/custom/breakfast-forms';

const session = () => window.sessionStorage;
/** When the guest opened the form, kept for the tab like the form's data, so a reload keeps it too. */
const openedKey = (path: FormPath) => `form-opened:${path}`;

/**
 * Sends a guest form once at a time: a repeat while sending is ignored, a failure shows the spec's alert
 * and leaves the form filled. Measures how long the form was open (the server's minimum fill time),
 * counted from the first time this tab opened it: a guest who reloads mid-way is no faster than before.
 */
export function useFormSubmit(path: FormPath) {
  const [isSending, setIsSending] = useState(false);
  const sending = useRef(false);
  const openedAt = useRef<number | null>(null);
  const key = useRef<string | null>(null);

  useEffect(() => {
    const stored = readStored(session, openedKey(path));
    const now = Date.now();
    openedAt.current = typeof stored === 'number' && stored <= now ? stored : now;
    writeStored(session, openedKey(path), openedAt.current);
  }, [path]);

  async function submit(body: Record<string, unknown>): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setIsSending(true);
    key.current ??= crypto.randomUUID();
    const now = Date.now();
    const fillMs = Math.max(0, Math.round(now - (openedAt.current ?? now)));
    try {
      await postRequestForm(path, { ...body, fillMs }, key.current);
      key.current = null;
      // The next request is a new form, filled from its own start.
      openedAt.current = Date.now();
      writeStored(session, openedKey(path), openedAt.current);
      return true;
    } catch {
      window.alert(requestsDe.submitFailed);
      // A changed form is a new request; the same one sent again keeps its key.
      return false;
    } finally {
      sending.current = false;
      setIsSending(false);
    }
  }

  return { isSending, submit };
}
