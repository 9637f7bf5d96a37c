import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The order's public id in its status link: random, URL-safe, and no hint of how many orders exist. */
export function newOrderUid(): string {
  return randomBytes(12).toString('base64url');
}

/** The secret half of the status link: 128 random bits, hex. */
export function newOrderHash(): string {
  return randomBytes(16).toString('hex');
}

/** Constant time, so the answer's timing tells nothing about how much of a guessed hash was right. */
export function isSameHash(stored: string, given: string): boolean {
  // Digests have one length, so a given hash of any length is compared in the same time.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(stored), digest(given));
}
