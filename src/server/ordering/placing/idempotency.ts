import { createHash } from 'node:crypto';

/** Printable ASCII without spaces, as UUIDs and the usual client keys are; long enough for any of them. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** The same order sent twice hashes alike, whatever order its JSON keys came in. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
