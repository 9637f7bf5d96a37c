import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bergkaese, makeProduct } from '../catalog/product-fixtures.js';
import {
  calculationModelFor,
  changeUnit,
  defaultAmount,
  fromProductUnit,
  offeredUnits,
  quantityRulesFor,
  toProductUnit,
} from './product-units.js';

// Six rolls to a bag: the ratio, not the catalogue factor (a package is 1 like a piece), relates them.
const rolls = makeProduct({
  alternativeUnits: [
    {
      unit: 'package',
      ratio: 6,
      minimumQuantity: 1,
      maximumQuantity: 5,
      quantityStepSize: 1,
      calculationModel: 'fixed',
    },
  ],
});
// A sourdough loaf sold by the piece, or by weight at about 0,8 kg a loaf.
const loaf = makeProduct({
  alternativeUnits: [
    {
      unit: 'kilogram',
      ratio: 1.25,
      minimumQuantity: 0.5,
      maximumQuantity: null,
      quantityStepSize: 0.1,
      calculationModel: 'approximate',
    },
  ],
});

describe('units of a product', () => {
  it('offers its own unit first, then the alternative units', () => {
    expect(offeredUnits(bergkaese)).toEqual(['decagram', 'kilogram']);
    expect(offeredUnits(makeProduct())).toEqual(['piece']);
  });

  it('takes quantity rules and calculation model from the unit bought in', () => {
    expect(quantityRulesFor(bergkaese, 'decagram')).toEqual({
      minimumQuantity: 10,
      maximumQuantity: 200,
      quantityStepSize: 5,
    });
    expect(quantityRulesFor(bergkaese, 'kilogram')).toEqual({
      minimumQuantity: 0.5,
      maximumQuantity: 2,
      quantityStepSize: 0.25,
    });
    expect(calculationModelFor(bergkaese, 'decagram')).toBe('approximate');
    expect(calculationModelFor(bergkaese, 'kilogram')).toBe('minimum');
  });

  it('refuses units the product is not sold in', () => {
    expect(() => quantityRulesFor(bergkaese, 'gram')).toThrow(RangeError);
    expect(() => changeUnit(10, bergkaese, 'decagram', 'liter')).toThrow(RangeError);
  });

  it('converts into the priced unit by the ratio', () => {
    expect(toProductUnit(bergkaese, 0.5, 'kilogram')).toBe(50);
    expect(fromProductUnit(bergkaese, 75, 'kilogram')).toBe(0.75);
    expect(toProductUnit(rolls, 2, 'package')).toBe(12);
    expect(toProductUnit(loaf, 0.8, 'kilogram')).toBe(1);
  });
});

describe('changeUnit', () => {
  it('converts and re-snaps with the rules of the target unit', () => {
    expect(changeUnit(75, bergkaese, 'decagram', 'kilogram')).toBe(0.75);
    expect(changeUnit(1.5, bergkaese, 'kilogram', 'decagram')).toBe(150);
    // 20 dag is 0,2 kg, below the kilogram minimum of 0,5.
    expect(changeUnit(20, bergkaese, 'decagram', 'kilogram')).toBe(0.5);
    // 80 dag is 0,8 kg, between 0,75 and 1 on the 0,25 grid.
    expect(changeUnit(80, bergkaese, 'decagram', 'kilogram')).toBe(0.75);
    // 2 kg is 200 dag, the decagram maximum.
    expect(changeUnit(2, bergkaese, 'kilogram', 'decagram')).toBe(200);
    expect(changeUnit(13, rolls, 'piece', 'package')).toBe(2);
    expect(changeUnit(3, loaf, 'piece', 'kilogram')).toBe(2.4);
  });

  it('returns the same amount when going there and back lands on both grids', () => {
    // Every kilogram amount of the Bergkäse is a multiple of 25 dag, on the decagram grid.
    const kilogramArb = fc.integer({ min: 0, max: 6 }).map((k) => 0.5 + k * 0.25);
    fc.assert(
      fc.property(kilogramArb, (kilograms) => {
        const decagrams = changeUnit(kilograms, bergkaese, 'kilogram', 'decagram');
        expect(decagrams).toBe(kilograms * 100);
        expect(changeUnit(decagrams, bergkaese, 'decagram', 'kilogram')).toBe(kilograms);
      }),
    );
  });

  it('converts any amount back and forth by ratio within a relative 1e-9', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 10_000, noNaN: true }),
        fc.constantFrom(bergkaese, rolls, loaf),
        (amount, product) => {
          for (const unit of offeredUnits(product)) {
            const back = fromProductUnit(product, toProductUnit(product, amount, unit), unit);
            expect(Math.abs(back - amount)).toBeLessThanOrEqual(amount * 1e-9);
          }
        },
      ),
    );
  });
});

describe('defaultAmount', () => {
  it('starts with the default quantity in the default unit, snapped', () => {
    expect(defaultAmount(bergkaese)).toEqual({ amount: 20, unit: 'decagram' });
    expect(defaultAmount({ ...bergkaese, defaultUnit: 'kilogram', defaultQuantity: 1 })).toEqual({
      amount: 1,
      unit: 'kilogram',
    });
    expect(defaultAmount({ ...bergkaese, defaultQuantity: 12 })).toEqual({ amount: 10, unit: 'decagram' });
  });

  it('falls back to the product unit when the default unit is no longer offered', () => {
    expect(defaultAmount({ ...bergkaese, defaultUnit: 'gram' })).toEqual({ amount: 20, unit: 'decagram' });
  });
});
