import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_CEILING,
  canDecrease,
  canIncrease,
  decreaseAmount,
  increaseAmount,
  isAmountAllowed,
  snapAmount,
  type QuantityRules,
} from './snap.js';

const dag: QuantityRules = { minimumQuantity: 10, maximumQuantity: 200, quantityStepSize: 5 };
const tenths: QuantityRules = { minimumQuantity: 0.1, maximumQuantity: 1, quantityStepSize: 0.1 };

describe('snapAmount', () => {
  it('gives the minimum at or below it', () => {
    expect(snapAmount(10, dag)).toBe(10);
    expect(snapAmount(3, dag)).toBe(10);
    expect(snapAmount(-3, dag)).toBe(10);
    expect(snapAmount(Number.NaN, dag)).toBe(10);
  });

  it('gives the maximum at or above it', () => {
    expect(snapAmount(200, dag)).toBe(200);
    expect(snapAmount(1e9, dag)).toBe(200);
    expect(snapAmount(Number.POSITIVE_INFINITY, dag)).toBe(200);
  });

  it('rounds to the nearest step counted from the minimum', () => {
    expect(snapAmount(12, dag)).toBe(10);
    expect(snapAmount(12.5, dag)).toBe(15);
    expect(snapAmount(13, dag)).toBe(15);
    // The grid starts at the minimum, not at 0: 1, 3, 5 …
    expect(snapAmount(4, { minimumQuantity: 1, maximumQuantity: 9, quantityStepSize: 2 })).toBe(5);
  });

  it('does not drift with decimal steps', () => {
    expect(snapAmount(0.3, tenths)).toBe(0.3);
    expect(snapAmount(0.29, tenths)).toBe(0.3);
    expect(snapAmount(0.7, tenths)).toBe(0.7);
    expect(snapAmount(1.3, { minimumQuantity: 0.5, maximumQuantity: 2, quantityStepSize: 0.25 })).toBe(1.25);
  });

  it('gives the maximum when the nearest step lies beyond an off-grid maximum', () => {
    const offGrid = { minimumQuantity: 1, maximumQuantity: 4.5, quantityStepSize: 2 };
    expect(snapAmount(4.4, offGrid)).toBe(4.5);
    expect(snapAmount(3.9, offGrid)).toBe(3);
  });

  it('caps amounts at a ceiling when the product sets no maximum', () => {
    const open = { minimumQuantity: 1, maximumQuantity: null, quantityStepSize: 1 };
    expect(snapAmount(5_000_000, open)).toBe(AMOUNT_CEILING);
    expect(snapAmount(37.4, open)).toBe(37);
  });
});

describe('the picker buttons', () => {
  it('disables decrease at the minimum and increase at the maximum', () => {
    expect(canDecrease(10, dag)).toBe(false);
    expect(canDecrease(15, dag)).toBe(true);
    expect(canIncrease(200, dag)).toBe(false);
    expect(canIncrease(195, dag)).toBe(true);
    expect(canIncrease(5, { ...dag, maximumQuantity: null })).toBe(true);
  });

  it('steps along the grid and stops at the bounds', () => {
    expect(increaseAmount(10, dag)).toBe(15);
    expect(decreaseAmount(15, dag)).toBe(10);
    expect(decreaseAmount(10, dag)).toBe(10);
    expect(increaseAmount(200, dag)).toBe(200);
    expect(increaseAmount(0.2, tenths)).toBe(0.3);
    const offGrid = { minimumQuantity: 1, maximumQuantity: 4.5, quantityStepSize: 2 };
    expect(increaseAmount(3, offGrid)).toBe(4.5);
    expect(decreaseAmount(4.5, offGrid)).toBe(3);
  });
});

describe('isAmountAllowed', () => {
  it('accepts snapped amounts only', () => {
    expect(isAmountAllowed(15, dag)).toBe(true);
    expect(isAmountAllowed(200, dag)).toBe(true);
    expect(isAmountAllowed(12, dag)).toBe(false);
    expect(isAmountAllowed(5, dag)).toBe(false);
    expect(isAmountAllowed(Number.NaN, dag)).toBe(false);
  });
});

// Steps and minimums as an operator types them: whole numbers and up to three decimals.
const decimalArb = (max: number) =>
  fc.integer({ min: 1, max: max * 1000 }).map((thousandths) => thousandths / 1000);
const rulesArb: fc.Arbitrary<QuantityRules> = fc
  .record({
    minimumQuantity: decimalArb(50),
    quantityStepSize: decimalArb(10),
    span: fc.option(decimalArb(500), { nil: null }),
  })
  .map(({ minimumQuantity, quantityStepSize, span }) => ({
    minimumQuantity,
    quantityStepSize,
    maximumQuantity: span === null ? null : minimumQuantity + span,
  }));
const amountArb = fc.oneof(
  fc.double({ min: -100, max: 2000, noNaN: true }),
  fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY, 1e9),
);

function onGrid(value: number, rules: QuantityRules): boolean {
  const k = (value - rules.minimumQuantity) / rules.quantityStepSize;
  return Math.abs(k - Math.round(k)) < 1e-9 * Math.max(1, Math.abs(k));
}

describe('snapping properties', () => {
  it('always lands on the minimum, the maximum or minimum + k·step, within the bounds', () => {
    fc.assert(
      fc.property(rulesArb, amountArb, (rules, amount) => {
        const snapped = snapAmount(amount, rules);
        const max = rules.maximumQuantity ?? AMOUNT_CEILING;
        expect(snapped).toBeGreaterThanOrEqual(rules.minimumQuantity);
        expect(snapped).toBeLessThanOrEqual(max);
        expect(snapped === rules.minimumQuantity || snapped === max || onGrid(snapped, rules)).toBe(true);
      }),
    );
  });

  it('is idempotent, so a snapped amount is allowed', () => {
    fc.assert(
      fc.property(rulesArb, amountArb, (rules, amount) => {
        const snapped = snapAmount(amount, rules);
        expect(snapAmount(snapped, rules)).toBe(snapped);
        expect(isAmountAllowed(snapped, rules)).toBe(true);
      }),
    );
  });

  it('moves the increase and decrease buttons one way only', () => {
    fc.assert(
      fc.property(rulesArb, amountArb, (rules, amount) => {
        const snapped = snapAmount(amount, rules);
        expect(increaseAmount(snapped, rules)).toBeGreaterThanOrEqual(snapped);
        expect(decreaseAmount(snapped, rules)).toBeLessThanOrEqual(snapped);
        if (canIncrease(snapped, rules)) expect(increaseAmount(snapped, rules)).toBeGreaterThan(snapped);
        if (canDecrease(snapped, rules)) expect(decreaseAmount(snapped, rules)).toBeLessThan(snapped);
      }),
    );
  });
});
