/**
 * Storage can be missing or refuse writes (private windows, full quota, blocked cookies). The cart
 * then lives only as long as the page, which is better than a page that fails to render.
 */
export function readStored(storage: () => Storage, key: string): unknown {
  try {
    const text = storage().getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Not persisting is the only sensible fallback; see above.
  }
}

export const cartKey = (branchIdentifier: string): string => `cart:${branchIdentifier}`;
export const methodKey = (branchIdentifier: string): string => `cart-method:${branchIdentifier}`;
