import { useEffect, useRef, useState } from 'react';
import { requestsDe } from '../../../i18n/requests.js';
import { postRequestForm } from '../api/requests-api.js';

/**
 * Sends a guest form once at a time: a repeat while sending is ignored, a failure shows the spec's alert
 * and leaves the form filled. Measures how long the form was open (the server's minimum fill time).
 */
export function useFormSubmit(path: '/custom/forms' | '/custom/breakfast-forms') {
  const [isSending, setIsSending] = useState(false);
  const sending = useRef(false);
  const openedAt = useRef<number | null>(null);
  const key = useRef<string | null>(null);

  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  async function submit(body: Record<string, unknown>): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setIsSending(true);
    key.current ??= crypto.randomUUID();
    const fillMs = Math.round(performance.now() - (openedAt.current ?? performance.now()));
    try {
      await postRequestForm(path, { ...body, fillMs }, key.current);
      key.current = null;
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
