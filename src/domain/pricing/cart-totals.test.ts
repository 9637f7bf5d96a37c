import { describe, expect, it } from 'vitest';
import type { PartAnswer } from '../cart/cart-item.js';
import { bergkaese, breakfast, makeProduct } from '../catalog/product-fixtures.js';
import { cartTotals, priceCart } from './cart-totals.js';

const zone = { price: 350, tax: 20, free: false, freeFromOrderValue: 3000, minimumOrderValue: 1500 };
const coffee = makeProduct({ id: 9, price: 380, tax: 10, takeawayTax: 10, dineInTax: 20 });
const breakfastParts: Record<string, PartAnswer> = {
  Größe: { kind: 'options', selected: ['Normales Frühstück'] },
  Brot: { kind: 'options', selected: ['Kaisersemmel und Kornspitz'] },
};

describe('cartTotals', () => {
  it('adds the delivery fee with its own tax rate below the threshold', () => {
    const totals = cartTotals({
      lines: [{ total: 1780, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect(totals).toEqual({
      itemsGross: 1780,
      deliveryFee: 350,
      total: 2130,
      taxes: [
        { rate: 10, gross: 1780, net: 1618, tax: 162 },
        { rate: 20, gross: 350, net: 292, tax: 58 },
      ],
      missingForMinimum: 0,
      missingForFreeDelivery: 1220,
    });
  });

  it('drops the fee above the threshold', () => {
    const totals = cartTotals({
      lines: [{ total: 3560, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect([totals.deliveryFee, totals.total, totals.missingForFreeDelivery]).toEqual([0, 3560, 0]);
    expect(totals.taxes.map((line) => line.rate)).toEqual([10]);
  });

  it('reports what is missing to the minimum order value', () => {
    const totals = cartTotals({
      lines: [{ total: 1020, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect(totals.missingForMinimum).toBe(480);
  });

  it('charges nothing and misses nothing for takeaway and dine-in', () => {
    for (const method of ['takeaway', 'dineIn'] as const) {
      const totals = cartTotals({ lines: [{ total: 500, taxRate: 20 }], method, deliveryArea: zone });
      expect(totals).toMatchObject({
        deliveryFee: 0,
        total: 500,
        missingForMinimum: 0,
        missingForFreeDelivery: 0,
      });
    }
  });

  it('is zero for an empty takeaway cart', () => {
    expect(cartTotals({ lines: [], method: 'takeaway', deliveryArea: null })).toEqual({
      itemsGross: 0,
      deliveryFee: 0,
      total: 0,
      taxes: [],
      missingForMinimum: 0,
      missingForFreeDelivery: 0,
    });
  });
});

describe('priceCart', () => {
  it('prices each item at the rate of the chosen method and totals the cart', () => {
    const entries = [
      { product: bergkaese, item: { amount: 0.5, unit: 'kilogram' as const, parts: {} } },
      { product: breakfast, item: { amount: 2, unit: 'piece' as const, parts: breakfastParts } },
      { product: coffee, item: { amount: 2, unit: 'piece' as const, parts: {} } },
    ];
    const dineIn = priceCart({ entries, method: 'dineIn', deliveryArea: zone });
    expect(dineIn.lines.map((line) => [line.total, line.taxRate])).toEqual([
      [12_000, 10],
      [1780, 10],
      [760, 20],
    ]);
    expect(dineIn.totals.total).toBe(14_540);
    expect(dineIn.totals.taxes).toEqual([
      { rate: 10, gross: 13_780, net: 12_527, tax: 1253 },
      { rate: 20, gross: 760, net: 633, tax: 127 },
    ]);
    expect(priceCart({ entries, method: 'takeaway', deliveryArea: null }).totals.taxes).toEqual([
      { rate: 10, gross: 14_540, net: 13_218, tax: 1322 },
    ]);
  });
});
