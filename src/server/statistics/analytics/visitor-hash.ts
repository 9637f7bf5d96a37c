import { createHmac, randomBytes } from 'node:crypto';

export type VisitorHasher = (address: string, userAgent: string | undefined, now: Date) => string;

/**
 * Counts unique visitors without storing who they are: address and browser are hashed with a secret
 * that exists only in this process's memory and is replaced every (UTC) day. Nobody, not even with the
 * database, can test an address against a stored hash, and the same guest cannot be followed from one
 * day to the next. A restart or a second instance draws its own secret, so on such days a guest may be
 * counted twice; that is the price of never writing the secret down.
 */
export function createVisitorHasher(): VisitorHasher {
  let day = '';
  let secret = randomBytes(32);
  return (address, userAgent, now) => {
    const today = now.toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      secret = randomBytes(32);
    }
    return createHmac('sha256', secret)
      .update(address)
      .update('\n')
      .update(userAgent ?? '')
      .digest('hex')
      .slice(0, 32);
  };
}
