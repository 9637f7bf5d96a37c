import { describe, expect, it } from 'vitest';
import { breakfast } from '../../../../domain/catalog/product-fixtures.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { cartItemOf } from './item-draft.js';

type OrderItem = StaffOrder['items'][number];

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  productId: 1,
  name: 'Frühstück',
  amount: 2,
  unit: 'piece',
  parts: [],
  unitPrice: 500,
  total: 1000,
  taxRate: 10,
  ...overrides,
});

describe('an ordered item as a cart item', () => {
  it('keeps product, amount and unit', () => {
    expect(cartItemOf(item({ amount: 0.5, unit: 'kilogram' }), undefined)).toEqual({
      productId: 1,
      amount: 0.5,
      unit: 'kilogram',
      parts: {},
    });
  });

  it('reads each answer by the part type the product gives, an empty wish included', () => {
    const parts = cartItemOf(
      item({
        productId: breakfast.id,
        parts: [
          { name: 'Größe', options: [{ name: 'Großes Frühstück', price: 1290 }], text: null, uploadIds: [] },
          { name: 'Sonderwunsch', options: [], text: null, uploadIds: [] },
        ],
      }),
      breakfast,
    ).parts;
    expect(parts).toEqual({
      Größe: { kind: 'options', selected: ['Großes Frühstück'] },
      Sonderwunsch: { kind: 'text', text: '' },
    });
  });

  it('tells options, text and files apart by their shape when the product is gone', () => {
    const parts = cartItemOf(
      item({
        parts: [
          { name: 'Beilage', options: [{ name: 'Salat', price: 0 }], text: null, uploadIds: [] },
          { name: 'Wunsch', options: [], text: 'ohne Ei', uploadIds: [] },
          { name: 'Foto', options: [], text: null, uploadIds: [7] },
        ],
      }),
      undefined,
    ).parts;
    expect(parts).toEqual({
      Beilage: { kind: 'options', selected: ['Salat'] },
      Wunsch: { kind: 'text', text: 'ohne Ei' },
      Foto: { kind: 'uploads', uploadIds: [7] },
    });
  });

  it('falls back to the product unit for a unit the catalogue no longer knows', () => {
    expect(cartItemOf(item({ unit: 'Kiste' }), { config: { parts: [] }, unit: 'package' }).unit).toBe(
      'package',
    );
  });
});
