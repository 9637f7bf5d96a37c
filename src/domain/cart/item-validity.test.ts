import { describe, expect, it } from 'vitest';
import { bergkaese, breakfast, makeProduct } from '../catalog/product-fixtures.js';
import type { CartItem } from './cart-item.js';
import { isItemValid } from './item-validity.js';

const roll = makeProduct();
const readyBreakfast: CartItem = {
  productId: breakfast.id,
  amount: 2,
  unit: 'piece',
  parts: {
    Größe: { kind: 'options', selected: ['Kleines Frühstück'] },
    Brot: { kind: 'options', selected: ['Glutenfreies Buchweizenbrot'] },
  },
};

describe('isItemValid', () => {
  it('accepts a simple product in an allowed amount', () => {
    expect(isItemValid(roll, { productId: roll.id, amount: 3, unit: 'piece', parts: {} })).toBe(true);
    expect(
      isItemValid(bergkaese, { productId: bergkaese.id, amount: 0.75, unit: 'kilogram', parts: {} }),
    ).toBe(true);
  });

  it('rejects amounts that are not positive or not on the grid', () => {
    for (const amount of [0, -1, Number.NaN, 2.5, 51]) {
      expect(
        isItemValid(roll, { productId: roll.id, amount, unit: 'piece', parts: {} }),
        String(amount),
      ).toBe(false);
    }
    // 1 dag of a cheese sold from 10 dag.
    expect(isItemValid(bergkaese, { productId: bergkaese.id, amount: 1, unit: 'decagram', parts: {} })).toBe(
      false,
    );
  });

  it('rejects another product and units the product is not sold in', () => {
    expect(isItemValid(roll, { productId: 99, amount: 1, unit: 'piece', parts: {} })).toBe(false);
    expect(isItemValid(bergkaese, { productId: bergkaese.id, amount: 500, unit: 'gram', parts: {} })).toBe(
      false,
    );
  });

  it('needs every required part of a configurable product answered', () => {
    expect(isItemValid(breakfast, readyBreakfast)).toBe(true);
    expect(
      isItemValid(breakfast, { ...readyBreakfast, parts: { Größe: readyBreakfast.parts['Größe']! } }),
    ).toBe(false);
  });

  it('rejects answers that are not among the options, and answers to parts that do not exist', () => {
    const forged = { ...readyBreakfast.parts, Extras: { kind: 'options' as const, selected: ['Kaviar'] } };
    expect(isItemValid(breakfast, { ...readyBreakfast, parts: forged })).toBe(false);
    const stale = { ...readyBreakfast.parts, Getränk: { kind: 'options' as const, selected: ['Kakao'] } };
    expect(isItemValid(breakfast, { ...readyBreakfast, parts: stale })).toBe(false);
  });

  it('ignores parts on products that are not configurable', () => {
    const parts = { Größe: { kind: 'options' as const, selected: ['Kaviar'] } };
    expect(isItemValid(roll, { productId: roll.id, amount: 1, unit: 'piece', parts })).toBe(true);
  });
});
