import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-item.js';
import { makeProduct } from '../catalog/product-fixtures.js';
import { fridayMorning, open } from './checkout-fixtures.js';
import { checkOrderItems, orderItemMessages, ORDER_TOTAL_MAX } from './order-items.js';

const semmel = makeProduct();
const breakfast = makeProduct({
  id: 2,
  name: 'Frühstück',
  price: 890,
  type: 'configurable',
  dineInTax: 10,
  config: {
    parts: [
      {
        name: 'Getränk',
        description: '',
        type: 'select',
        isOptional: false,
        options: [
          { name: 'Kaffee', modifier: 'add', value: 0 },
          { name: 'Kakao', modifier: 'add', value: 50 },
        ],
      },
    ],
  },
});
const evening = makeProduct({ id: 3, name: 'Abendbrot', schedule: [open('daily', '17:00', '22:00')] });
const menuProducts = new Map([semmel, breakfast, evening].map((product) => [product.id, product]));

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 1,
  amount: 2,
  unit: 'piece',
  parts: {},
  ...overrides,
});
const check = (items: CartItem[]) =>
  checkOrderItems({
    items,
    menuProducts,
    method: 'dineIn',
    deliveryArea: null,
    now: fridayMorning,
    currency: 'EUR',
  });

describe('checkOrderItems', () => {
  it('prices every item from the catalogue', () => {
    const result = check([
      item(),
      item({ productId: 2, amount: 1, parts: { Getränk: { kind: 'options', selected: ['Kakao'] } } }),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map((line) => [line.product.name, line.total])).toEqual([
      ['Kaisersemmel', 130],
      ['Frühstück', 940],
    ]);
    expect(result.totals.total).toBe(1070);
  });

  it('names each item it refuses, by position and product', () => {
    const result = check([
      item({ productId: 99 }),
      item({ productId: 3 }),
      item({ productId: 2, amount: 1, parts: { Getränk: { kind: 'options', selected: ['Sekt'] } } }),
      item({ amount: 0.5 }),
      item(),
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'items.0', message: orderItemMessages.unknown },
        { field: 'items.1', message: orderItemMessages.unavailable('Abendbrot') },
        { field: 'items.2', message: orderItemMessages.invalid('Frühstück') },
        { field: 'items.3', message: orderItemMessages.invalid('Kaisersemmel') },
      ],
    });
  });

  it('refuses an order beyond the ceiling', () => {
    const cake = makeProduct({ id: 4, price: 10_000, maximumQuantity: null });
    const result = checkOrderItems({
      items: [item({ productId: 4, amount: ORDER_TOTAL_MAX / 10_000 + 1 })],
      menuProducts: new Map([[4, cake]]),
      method: 'takeaway',
      deliveryArea: null,
      now: fridayMorning,
      currency: 'EUR',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'items', message: orderItemMessages.tooLarge('EUR') }],
    });
  });
});
