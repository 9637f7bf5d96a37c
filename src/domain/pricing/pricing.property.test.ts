import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, PartAnswer } from '../cart/cart-item.js';
import { orderMethods } from '../cart/order-method.js';
import { isItemValid } from '../cart/item-validity.js';
import { makeProduct } from '../catalog/product-fixtures.js';
import type { AlternativeUnit, Part, PartOption, Product } from '../schemas/catalog.js';
import { unitIds } from '../units/catalogue.js';
import { offeredUnits, quantityRulesFor } from '../units/product-units.js';
import { snapAmount } from '../units/snap.js';
import { priceCart } from './cart-totals.js';
import { configuredPrice } from './part-modifiers.js';

const centsArb = fc.integer({ min: 0, max: 20_000 });
const rateArb = fc.constantFrom(0, 10, 13, 20);
const stepArb = fc.constantFrom(0.1, 0.25, 0.5, 1, 5);

const optionArb: fc.Arbitrary<PartOption> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 4 }),
  modifier: fc.constantFrom('add', 'subtract', 'overwrite'),
  value: centsArb,
});
const partArb: fc.Arbitrary<Part> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 4 }),
  description: fc.constant(''),
  type: fc.constantFrom('select', 'multiselect'),
  isOptional: fc.boolean(),
  options: fc.uniqueArray(optionArb, { minLength: 1, maxLength: 5, selector: (option) => option.name }),
});
const alternativeArb: fc.Arbitrary<AlternativeUnit> = fc.record({
  unit: fc.constantFrom(...unitIds),
  ratio: fc.constantFrom(0.1, 0.5, 1.25, 6, 10, 100, 1000),
  minimumQuantity: fc.constantFrom(0.1, 0.5, 1),
  maximumQuantity: fc.option(fc.constantFrom(2, 10, 50), { nil: null }),
  quantityStepSize: stepArb,
  calculationModel: fc.constantFrom('fixed', 'approximate', 'minimum'),
});
const productArb = (id: number): fc.Arbitrary<Product> =>
  fc
    .record({
      price: centsArb,
      type: fc.constantFrom('simple', 'configurable'),
      parts: fc.uniqueArray(partArb, { maxLength: 4, selector: (part) => part.name }),
      alternativeUnits: fc.array(alternativeArb, { maxLength: 2 }),
      tax: rateArb,
      takeawayTax: rateArb,
      dineInTax: rateArb,
      quantityStepSize: stepArb,
    })
    .map(({ parts, ...fields }) => makeProduct({ id, ...fields, config: { parts } }));

/** A valid item for the product: an offered unit, a snapped amount, an allowed answer per part. */
function itemArb(product: Product): fc.Arbitrary<CartItem> {
  const answers = product.config.parts.map((part) =>
    fc
      .subarray(
        part.options.map((option) => option.name),
        {
          minLength: part.isOptional ? 0 : 1,
          maxLength: part.type === 'select' ? 1 : part.options.length,
        },
      )
      .map((selected): [string, PartAnswer] => [part.name, { kind: 'options', selected }]),
  );
  return fc
    .record({
      unit: fc.constantFrom(...offeredUnits(product)),
      raw: fc.double({ min: 0, max: 100, noNaN: true }),
      parts: fc.tuple(...answers).map((entries) => Object.fromEntries(entries)),
    })
    .map(({ unit, raw, parts }) => ({
      productId: product.id,
      unit,
      amount: snapAmount(raw, quantityRulesFor(product, unit)),
      parts,
    }));
}

const entriesArb = fc
  .array(fc.nat(), { maxLength: 6 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((_, index) =>
        productArb(index + 1).chain((product) => itemArb(product).map((item) => ({ product, item }))),
      ),
    ),
  );
const areaArb = fc.option(
  fc.record({
    price: centsArb,
    tax: rateArb,
    free: fc.boolean(),
    freeFromOrderValue: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    minimumOrderValue: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  }),
  { nil: null },
);
const scenarioArb = fc.record({
  entries: entriesArb,
  method: fc.constantFrom(...orderMethods),
  deliveryArea: areaArb,
});

describe('pricing properties', () => {
  it('generates only valid items, so the properties speak about real carts', () => {
    fc.assert(
      fc.property(scenarioArb, ({ entries }) => {
        for (const { product, item } of entries) expect(isItemValid(product, item)).toBe(true);
      }),
    );
  });

  it('adds the line totals and the fee up to the cart total, and the taxes to the same', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { lines, totals } = priceCart(scenario);
        const linesSum = lines.reduce((sum, line) => sum + line.total, 0);
        expect(totals.itemsGross).toBe(linesSum);
        expect(totals.total).toBe(linesSum + totals.deliveryFee);
        expect(totals.taxes.reduce((sum, line) => sum + line.gross, 0)).toBe(totals.total);
      }),
    );
  });

  it('splits every rate exactly into net and tax', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        for (const line of priceCart(scenario).totals.taxes) {
          expect(line.net + line.tax).toBe(line.gross);
          expect(Number.isInteger(line.net)).toBe(true);
          expect(line.net).toBeLessThanOrEqual(line.gross);
          // The rounded net is within half a cent of gross / (1 + rate).
          expect(Math.abs(line.net - line.gross / (1 + line.rate / 100))).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }),
    );
  });

  it('never produces a negative or fractional amount of money', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { lines, totals } = priceCart(scenario);
        const money = [
          ...lines.flatMap((line) => [line.unitPrice, line.total]),
          totals.itemsGross,
          totals.deliveryFee,
          totals.total,
          totals.missingForMinimum,
          totals.missingForFreeDelivery,
          ...totals.taxes.flatMap((line) => [line.gross, line.net, line.tax]),
        ];
        for (const cents of money) {
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(cents)).toBe(true);
        }
      }),
    );
  });

  it('prices a configuration the same whatever order the options were clicked in', () => {
    fc.assert(
      fc.property(
        productArb(1).chain((product) => fc.tuple(fc.constant(product), itemArb(product))),
        ([product, item]) => {
          const reversed = Object.fromEntries(
            Object.entries(item.parts)
              .reverse()
              .map(([name, answer]): [string, PartAnswer] => [
                name,
                answer.kind === 'options'
                  ? { kind: 'options', selected: [...answer.selected].reverse() }
                  : answer,
              ]),
          );
          expect(configuredPrice(product, reversed)).toBe(configuredPrice(product, item.parts));
        },
      ),
    );
  });
});
