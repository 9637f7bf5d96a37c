import { createHmac, timingSafeEqual } from 'node:crypto';

/** Older webhooks are refused: a captured request cannot be played back later. */
export const datatransSignatureMaxAgeMs = 5 * 60_000;

/**
 * Datatrans signs a webhook as hex(HMAC-SHA256(key, timestamp + body)) with the hex-decoded key from its
 * dashboard, and sends `Datatrans-Signature: t={timestamp in ms},s0={signature}`.
 */
export function datatransSignature(timestamp: string, rawBody: string | Uint8Array, keyHex: string): string {
  return createHmac('sha256', Buffer.from(keyHex, 'hex')).update(timestamp).update(rawBody).digest('hex');
}

/**
 * True when the header carries a signature of exactly these body bytes, made with this key, no more than
 * `maxAgeMs` away from `now`. Verify the raw body as received: re-serialised JSON would not match.
 */
export function verifyDatatransSignature(
  header: string | undefined,
  rawBody: string | Uint8Array,
  keyHex: string,
  now: Date,
  maxAgeMs = datatransSignatureMaxAgeMs,
): boolean {
  if (!header || !/^([0-9a-f]{2})+$/i.test(keyHex)) return false;
  const fields = header.split(',').map((field): [string, string] => {
    const at = field.indexOf('=');
    return at < 0 ? ['', ''] : [field.slice(0, at).trim(), field.slice(at + 1).trim()];
  });
  const timestamp = fields.find(([name]) => name === 't')?.[1];
  if (!timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > maxAgeMs) return false;

  const expected = Buffer.from(datatransSignature(timestamp, rawBody, keyHex), 'hex');
  // s0 today; a later key rotation may add s1, so every sN is a candidate.
  return fields
    .filter(([name, value]) => /^s\d$/.test(name) && /^[0-9a-f]{64}$/i.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value, 'hex'), expected));
}
