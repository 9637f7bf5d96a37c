import { readStored, writeStored } from '../../ordering/utils/session-store.js';

const session = () => window.sessionStorage;
const STORAGE_KEY = 'checkout:attempt';

interface Attempt {
  key: string;
  /** A digest of the body the key was first sent with. */
  body: string;
}

function isAttempt(value: unknown): value is Attempt {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).key === 'string' &&
    typeof (value as Record<string, unknown>).body === 'string'
  );
}

/** cyrb53: a fast 53-bit string hash; it only has to tell one order body from another. */
export function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// getRandomValues works on plain http too, where crypto.randomUUID is missing.
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of this order attempt. The same body keeps its key until the order is placed,
 * so a double click, a reload or a retry after a lost answer repeats the first request instead of
 * creating a second order. A changed body is a new attempt: the server refuses a known key with
 * another body.
 */
export function attemptKey(body: string): string {
  const bodyDigest = digest(body);
  const stored = readStored(session, STORAGE_KEY);
  if (isAttempt(stored) && stored.body === bodyDigest) return stored.key;
  const key = randomKey();
  writeStored(session, STORAGE_KEY, { key, body: bodyDigest } satisfies Attempt);
  return key;
}

/** After the order is placed the next one is a new attempt. */
export function forgetAttempt(): void {
  try {
    session().removeItem(STORAGE_KEY);
  } catch {
    // Without storage there is nothing to forget.
  }
}
