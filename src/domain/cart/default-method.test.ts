import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from '../schemas/branch.js';
import { emptyCart } from './cart-state.js';
import {
  applyCartDefaults,
  defaultDeliveryArea,
  defaultMethod,
  resolveMethod,
  supportedMethods,
} from './default-method.js';

function area(id: number): DeliveryArea {
  return {
    id,
    area: `Zone ${id}`,
    price: 350,
    tax: 20,
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: null,
  };
}
const everything = {
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  deliveryAreas: [area(5), area(6)],
};
const noDelivery = { ...everything, isDeliveryEnabled: false, deliveryAreas: [] };
const deliveryOnly = { ...everything, isTakeawayEnabled: false, isDineInEnabled: false };

describe('order method defaults', () => {
  it('lists the methods the branch offers in the spec order', () => {
    expect(supportedMethods(everything)).toEqual(['takeaway', 'delivery', 'dineIn']);
    expect(supportedMethods(noDelivery)).toEqual(['takeaway', 'dineIn']);
  });

  it('uses the configured default when the branch supports it, else the first offered', () => {
    expect(defaultMethod({ defaultDeliveryMethod: 'delivery' }, everything)).toBe('delivery');
    expect(defaultMethod({ defaultDeliveryMethod: 'delivery' }, noDelivery)).toBe('takeaway');
    expect(defaultMethod({ defaultDeliveryMethod: null }, deliveryOnly)).toBe('delivery');
    const closed = { isTakeawayEnabled: false, isDeliveryEnabled: false, isDineInEnabled: false };
    expect(defaultMethod({ defaultDeliveryMethod: 'takeaway' }, closed)).toBeNull();
  });

  it('keeps a persisted method while the branch still offers it', () => {
    expect(resolveMethod('dineIn', { defaultDeliveryMethod: 'delivery' }, everything)).toBe('dineIn');
    expect(resolveMethod('delivery', { defaultDeliveryMethod: 'dineIn' }, noDelivery)).toBe('dineIn');
    expect(resolveMethod(null, { defaultDeliveryMethod: 'delivery' }, everything)).toBe('delivery');
  });

  it('preselects the first delivery area unless a valid one is chosen', () => {
    expect(defaultDeliveryArea(null, everything)).toBe(5);
    expect(defaultDeliveryArea(6, everything)).toBe(6);
    expect(defaultDeliveryArea(99, everything)).toBe(5);
    expect(defaultDeliveryArea(null, noDelivery)).toBeNull();
  });

  it('fills method and area into a loaded cart', () => {
    const cart = applyCartDefaults(emptyCart(), null, { defaultDeliveryMethod: 'delivery' }, everything);
    expect([cart.isDelivery, cart.isDineIn, cart.deliveryArea]).toEqual([true, false, 5]);
  });
});
