import { useSyncExternalStore } from 'react';
import {
  clipboardItemFor,
  putClipboardItem,
  readClipboard,
  writeClipboard,
  type ClipboardItem,
} from '../state/clipboard.js';

const listeners = new Set<() => void>();
let snapshot: ClipboardItem[] | undefined;

function items(): ClipboardItem[] {
  snapshot ??= readClipboard(window.sessionStorage);
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function copyToClipboard(item: ClipboardItem): void {
  writeClipboard(window.sessionStorage, putClipboardItem(items(), item));
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/**
 * The clipboard item of one context (`product`, `section`, …) kept in session storage `asp.clipboard`,
 * and a function to copy a new one there. Special editors use it too, e.g. to paste a copied section.
 */
export function useClipboard(
  context: string,
): [ClipboardItem | undefined, (data: unknown, label: string) => void] {
  const item = useSyncExternalStore(subscribe, () => clipboardItemFor(items(), context));
  return [item, (data, label) => copyToClipboard({ context, data, label })];
}
