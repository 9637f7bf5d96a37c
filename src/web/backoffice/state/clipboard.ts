/**
 * The back office's clipboard (back-office spec, section 3): items carry a context (e.g. `product` or
 * `section`) and session storage keeps one per context under `asp.clipboard`, so copying a second product
 * replaces the first while a copied section stays.
 */
export const CLIPBOARD_KEY = 'asp.clipboard';

export type ClipboardItem = {
  context: string;
  /** What was copied, as the API shows it. */
  data: unknown;
  /** A name to tell the person what they are about to paste. */
  label: string;
};

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function isClipboardItem(value: unknown): value is ClipboardItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.context === 'string' && typeof item.label === 'string' && 'data' in item;
}

export function putClipboardItem(items: readonly ClipboardItem[], item: ClipboardItem): ClipboardItem[] {
  return [...items.filter((existing) => existing.context !== item.context), item];
}

export function clipboardItemFor(
  items: readonly ClipboardItem[],
  context: string,
): ClipboardItem | undefined {
  return items.find((item) => item.context === context);
}

/** What session storage holds; anything unreadable (another app's value, a broken edit) counts as empty. */
export function readClipboard(storage: ReadableStorage): ClipboardItem[] {
  const raw = storage.getItem(CLIPBOARD_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isClipboardItem) : [];
  } catch {
    return [];
  }
}

export function writeClipboard(storage: WritableStorage, items: readonly ClipboardItem[]): void {
  storage.setItem(CLIPBOARD_KEY, JSON.stringify(items));
}
