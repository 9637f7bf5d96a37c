import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../../../../domain/cart/cart-state.js';
import { makeBranch, makeForm } from '../../../../domain/checkout/checkout-fixtures.js';
import { orderCreateSchema } from '../../../../domain/schemas/order.js';
import { orderPayload, pickRemembered, readRemembered, type CheckoutValues } from './checkout-form.js';

const branch = makeBranch();
const items: CartEntry[] = [
  {
    productId: 7,
    amount: 2,
    unit: 'piece',
    parts: { Größe: { kind: 'options', selected: ['Groß'] } },
    snapshot: { name: 'Kipferl', description: '', price: 120 },
  },
];
const values = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...makeForm({
    deliveryArea: 11,
    table: '5',
    donatee: 3,
    street: 'Bahnhofstraße 1',
    phone: '0043 664 1234567',
  }),
  method: 'takeaway',
  ...overrides,
});

describe('the order body', () => {
  it('fits the contract and carries the items without the cart snapshot', () => {
    const payload = orderPayload(values(), { branch, items, hasDonations: true });
    expect(orderCreateSchema.parse(payload)).toEqual(payload);
    expect(payload.items).toEqual([
      { productId: 7, amount: 2, unit: 'piece', parts: { Größe: { kind: 'options', selected: ['Groß'] } } },
    ]);
    expect(payload).not.toHaveProperty('method');
    expect(payload).toMatchObject({ branch: branch.id, isDelivery: false, isDineIn: false });
  });

  it('sends the phone in its normal form and nothing of blocks the guest does not see', () => {
    const payload = orderPayload(values(), { branch, items, hasDonations: true });
    expect(payload.phone).toBe('+436641234567');
    // Takeaway at Dornbirn asks for no address, no area and no table.
    expect(payload.street).toBe('');
    expect(payload.deliveryArea).toBeNull();
    expect(payload.table).toBeNull();
  });

  it('keeps the area for delivery and the table for dine-in with table selection', () => {
    const delivery = orderPayload(values({ method: 'delivery' }), { branch, items, hasDonations: true });
    expect(delivery).toMatchObject({ isDelivery: true, deliveryArea: 11, street: 'Bahnhofstraße 1' });
    const dineIn = orderPayload(values({ method: 'dineIn' }), { branch, items, hasDonations: true });
    expect(dineIn).toMatchObject({ isDineIn: true, table: '5', deliveryArea: null });
  });

  it('leaves the donation recipient out where the chooser is not shown', () => {
    expect(orderPayload(values(), { branch, items, hasDonations: true }).donatee).toBe(3);
    expect(orderPayload(values(), { branch, items, hasDonations: false }).donatee).toBeNull();
  });
});

describe('the remembered contact details', () => {
  it('keep the contact and address fields but not the legal checkboxes, comment or time', () => {
    const kept = pickRemembered(
      values({ comment: 'Bitte läuten', appointmentDate: '2026-11-20T10:00:00.000Z' }),
    );
    expect(kept).toMatchObject({ firstName: 'Anna', email: 'anna.huber@example.at', paymentMethod: 'cash' });
    expect(kept).not.toHaveProperty('legalInstructions');
    expect(kept).not.toHaveProperty('comment');
    expect(kept).not.toHaveProperty('appointmentDate');
    expect(readRemembered(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });

  it('are dropped when the stored data no longer fits', () => {
    expect(readRemembered({ country: 'FR' })).toEqual({});
    expect(readRemembered('Anna')).toEqual({});
    expect(readRemembered(null)).toEqual({});
  });
});
