import { describe, expect, it } from 'vitest';
import { cartItemSchema } from './cart-item.js';

describe('cartItemSchema', () => {
  it('accepts every kind of answer', () => {
    const item = {
      productId: 3,
      amount: 1.5,
      unit: 'kilogram',
      parts: {
        Größe: { kind: 'options', selected: ['Klein'] },
        Wunsch: { kind: 'text', text: 'Ohne Zwiebel' },
        Foto: { kind: 'uploads', uploadIds: [12] },
      },
    };
    expect(cartItemSchema.parse(item)).toEqual(item);
  });

  it('rejects amounts that are not positive or absurdly large, with a German message', () => {
    for (const amount of [0, -3, 1e9, Number.NaN, '2']) {
      const result = cartItemSchema.safeParse({ productId: 1, amount, unit: 'piece', parts: {} });
      expect(result.success, String(amount)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Bitte geben Sie eine gültige Menge an.');
    }
  });

  it('rejects unknown units and malformed answers', () => {
    expect(cartItemSchema.safeParse({ productId: 1, amount: 1, unit: 'bushel', parts: {} }).success).toBe(
      false,
    );
    const badAnswer = {
      productId: 1,
      amount: 1,
      unit: 'piece',
      parts: { Foto: { kind: 'uploads', uploadIds: [-1] } },
    };
    expect(cartItemSchema.safeParse(badAnswer).success).toBe(false);
    const untagged = { productId: 1, amount: 1, unit: 'piece', parts: { Größe: ['Klein'] } };
    expect(cartItemSchema.safeParse(untagged).success).toBe(false);
  });
});
