import { describe, expect, it } from 'vitest';
import { clearCart, emptyCart, methodOf, readCart, withMethod, type Cart } from './cart-state.js';

const filled: Cart = {
  items: [
    {
      productId: 1,
      amount: 2,
      unit: 'piece',
      parts: {},
      snapshot: { name: 'Kaisersemmel', description: 'Handgeschlagen.', price: 65 },
    },
  ],
  isDelivery: true,
  isDineIn: false,
  deliveryArea: 4,
  order: { appointment: '2026-11-20T11:30:00.000Z', comment: 'Bitte läuten.' },
};

describe('cart state', () => {
  it('starts empty as takeaway without an area', () => {
    expect(emptyCart()).toEqual({
      items: [],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
      order: { appointment: null, comment: '' },
    });
    expect(methodOf(emptyCart())).toBe('takeaway');
  });

  it('clears items, appointment and comment only', () => {
    expect(clearCart(filled)).toEqual({
      items: [],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: 4,
      order: { appointment: null, comment: '' },
    });
    expect(filled.items).toHaveLength(1);
  });

  it('keeps the method flags exclusive', () => {
    expect(methodOf(filled)).toBe('delivery');
    const dineIn = withMethod(filled, 'dineIn');
    expect([dineIn.isDelivery, dineIn.isDineIn, methodOf(dineIn)]).toEqual([false, true, 'dineIn']);
    expect(methodOf(withMethod(dineIn, 'takeaway'))).toBe('takeaway');
  });

  it('reads back what it stored and starts afresh from anything else', () => {
    expect(readCart(JSON.parse(JSON.stringify(filled)))).toEqual(filled);
    expect(readCart(null)).toEqual(emptyCart());
    expect(readCart({ items: 'viele' })).toEqual(emptyCart());
    expect(readCart({ ...filled, items: [{ ...filled.items[0], amount: -1 }] })).toEqual(emptyCart());
  });
});
