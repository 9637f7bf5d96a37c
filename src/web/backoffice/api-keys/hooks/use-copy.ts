import { useState } from 'react';

export type CopyOutcome = 'copied' | 'failed';

/** Copies a text; `selectInstead` marks it on screen where the clipboard is closed to us. */
export type CopyText = (text: string, selectInstead: () => void) => Promise<void>;

/**
 * Copies a text to the system clipboard. Where the browser refuses (no permission, no secure context),
 * the caller selects the text instead, so Ctrl+C takes it, and the outcome says so.
 */
export function useCopy(): { outcome: CopyOutcome | null; copy: CopyText } {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  async function copy(text: string, selectInstead: () => void): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      selectInstead();
      setOutcome('failed');
    }
  }

  return { outcome, copy };
}
