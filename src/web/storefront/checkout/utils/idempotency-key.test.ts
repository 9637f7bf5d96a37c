import { describe, expect, it } from 'vitest';
import { digest } from './idempotency-key.js';

describe('the body digest that ties a key to its attempt', () => {
  it('is the same for the same body and differs for another', () => {
    const body = JSON.stringify({ branch: 1, items: [{ productId: 7, amount: 2 }] });
    expect(digest(body)).toBe(digest(body));
    expect(digest(body)).not.toBe(digest(body.replace('"amount":2', '"amount":3')));
    expect(digest('')).not.toBe(digest(' '));
  });
});
