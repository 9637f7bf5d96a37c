import { describe, expect, it } from 'vitest';
import type { PartAnswer } from '../cart/cart-item.js';
import { bergkaese, breakfast, makeProduct } from '../catalog/product-fixtures.js';
import { formatMoney } from '../money/format.js';
import { priceCartItem, priceInUnit } from './item-price.js';

describe('priceCartItem', () => {
  it('prices the Bergkäse at 2,40 €/dag bought as 0,5 kg at 120,00 €', () => {
    const priced = priceCartItem(bergkaese, { amount: 0.5, unit: 'kilogram', parts: {} });
    expect(priced).toEqual({
      unitPrice: 24_000,
      total: 12_000,
      calculationModel: 'minimum',
      taxRates: { delivery: 10, takeaway: 10, dineIn: 10 },
    });
    expect(formatMoney(priced.total)).toBe(formatMoney(12_000));
  });

  it('prices the same cheese in its own unit', () => {
    expect(priceCartItem(bergkaese, { amount: 25, unit: 'decagram', parts: {} })).toMatchObject({
      unitPrice: 240,
      total: 6000,
      calculationModel: 'approximate',
    });
  });

  it('multiplies the configured price by the amount', () => {
    const parts: Record<string, PartAnswer> = {
      Größe: { kind: 'options', selected: ['Kleines Frühstück'] },
      Brot: { kind: 'options', selected: ['Glutenfreies Buchweizenbrot'] },
      Extras: { kind: 'options', selected: ['Bregenzerwälder Bergkäse', 'Ohne Butter'] },
    };
    expect(priceCartItem(breakfast, { amount: 2, unit: 'piece', parts })).toMatchObject({
      unitPrice: 990,
      total: 1980,
    });
  });

  it('rounds only the line total, half away from zero', () => {
    // A 4,50 € loaf of about 0,8 kg, also sold by weight: 1 kg is 1,25 loaves, 562,5 cents.
    const loaf = makeProduct({
      price: 450,
      alternativeUnits: [
        {
          unit: 'kilogram',
          ratio: 1.25,
          minimumQuantity: 0.5,
          maximumQuantity: 5,
          quantityStepSize: 0.1,
          calculationModel: 'approximate',
        },
      ],
    });
    expect(priceCartItem(loaf, { amount: 1, unit: 'kilogram', parts: {} })).toMatchObject({
      unitPrice: 563,
      total: 563,
    });
    // 0,7 kg: 393,75 cents, not 0,7 × the rounded 563 (394,1).
    expect(priceCartItem(loaf, { amount: 0.7, unit: 'kilogram', parts: {} }).total).toBe(394);
    expect(priceCartItem(loaf, { amount: 0.6, unit: 'kilogram', parts: {} }).total).toBe(338);
  });

  it('reports the tax rate of every method', () => {
    const coffee = makeProduct({ tax: 10, takeawayTax: 10, dineInTax: 20 });
    expect(priceCartItem(coffee, { amount: 1, unit: 'piece', parts: {} }).taxRates).toEqual({
      delivery: 10,
      takeaway: 10,
      dineIn: 20,
    });
  });

  it('refuses amounts that are not positive and units the product is not sold in', () => {
    expect(() => priceCartItem(bergkaese, { amount: 0, unit: 'decagram', parts: {} })).toThrow(RangeError);
    expect(() => priceCartItem(bergkaese, { amount: -1, unit: 'decagram', parts: {} })).toThrow(RangeError);
    expect(() => priceCartItem(bergkaese, { amount: 5, unit: 'gram', parts: {} })).toThrow(RangeError);
  });
});

describe('priceInUnit', () => {
  it('is price × ratio in an alternative unit', () => {
    expect(priceInUnit(bergkaese, 'decagram')).toBe(240);
    expect(priceInUnit(bergkaese, 'kilogram')).toBe(24_000);
  });
});
