import { useState, type FormEvent } from 'react';

/**
 * The submit of a sign-in form: busy while `run` works, then the message it answers (undefined when all
 * went well). The last message goes as soon as the user tries again, so an old failure is not read out
 * as the answer to the new try.
 */
export function useFormSubmit(run: () => Promise<string | undefined>) {
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    setMessage(await run());
    setBusy(false);
  }

  return { message, busy, submit: (event: FormEvent) => void submit(event) };
}
