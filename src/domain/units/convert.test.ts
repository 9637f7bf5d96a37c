import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitCatalogue, unitIds, type UnitId } from './catalogue.js';
import { convertAmount, isSameKind } from './convert.js';

describe('convertAmount', () => {
  it('converts through the factors of the catalogue', () => {
    expect(convertAmount(0.5, 'kilogram', 'decagram')).toBe(50);
    expect(convertAmount(0.5, 'kilogram', 'gram')).toBe(500);
    expect(convertAmount(25, 'decagram', 'kilogram')).toBe(0.25);
    expect(convertAmount(1, 'liter', 'deciliter')).toBe(10);
    expect(convertAmount(2.5, 'kilometer', 'meter')).toBe(2500);
    expect(convertAmount(1, 'squareMeter', 'squareCentimeter')).toBe(10_000);
    expect(convertAmount(1, 'cubicDecimeter', 'cubicCentimeter')).toBe(1000);
    expect(convertAmount(3, 'pair', 'piece')).toBe(3);
  });

  it('hides binary noise', () => {
    // 0.07 × 1000 is 70.00000000000001 in floating point.
    expect(convertAmount(0.07, 'kilogram', 'gram')).toBe(70);
    expect(convertAmount(0.3, 'liter', 'centiliter')).toBe(30);
  });

  it('refuses units of different kinds', () => {
    expect(() => convertAmount(1, 'kilogram', 'liter')).toThrow(RangeError);
    expect(() => convertAmount(1, 'piece', 'gram')).toThrow(/piece \(amount\) to gram \(weight\)/);
  });

  it('converts back and forth to the same amount (relative tolerance 1e-9)', () => {
    const samePair = fc.constantFrom(...unitIds).chain((from) =>
      fc.record({
        from: fc.constant(from),
        to: fc.constantFrom(...unitIds.filter((unit: UnitId) => isSameKind(unit, from))),
      }),
    );
    fc.assert(
      fc.property(samePair, fc.double({ min: 0.001, max: 100_000, noNaN: true }), ({ from, to }, amount) => {
        const back = convertAmount(convertAmount(amount, from, to), to, from);
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(amount * 1e-9);
      }),
    );
  });

  it('gives every unit of a kind a factor relative to the same base', () => {
    for (const unit of unitIds) {
      const base = unitIds.find((other) => isSameKind(other, unit) && unitCatalogue[other].factor === 1);
      expect(base, unit).toBeDefined();
    }
  });
});
