import { useEffect, useRef } from 'react';

/**
 * Moves the focus once React has rendered a change: a moved entry's button sits somewhere else now, and
 * a removed entry's button is gone. Call it from the event handler that changes the list; the first of
 * the ids whose control exists and is enabled gets the focus.
 */
export function useFocusRequest() {
  const pending = useRef<readonly string[] | null>(null);

  useEffect(() => {
    const ids = pending.current;
    if (ids === null) return;
    pending.current = null;
    const target = ids
      .map((id) => document.getElementById(id))
      .find((element) => element !== null && !element.matches(':disabled'));
    target?.focus();
  });

  return (...candidates: string[]) => {
    pending.current = candidates;
  };
}
