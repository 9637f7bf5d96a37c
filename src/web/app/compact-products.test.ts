import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../domain/catalog/product-fixtures.js';
import { compactProduct, expandProduct } from './compact-products.js';

describe('compactProduct', () => {
  it('leaves out what a product shares with most others and keeps what is its own', () => {
    const product = makeProduct({
      description: '',
      allergens: [],
      maximumQuantity: null,
      leadTimeType: 'hours',
    });
    expect(compactProduct(product)).toEqual({ id: 1, uid: 'kaisersemmel', name: 'Kaisersemmel', price: 65 });
    expect(compactProduct(makeProduct({ allergens: ['A', 'G'], tax: 20 }))).toMatchObject({
      allergens: ['A', 'G'],
      tax: 20,
    });
  });

  it('is undone by expandProduct for any product', () => {
    fc.assert(
      fc.property(
        fc.record({
          description: fc.string(),
          allergens: fc.subarray(['A', 'C', 'G', 'N'] as const),
          maximumQuantity: fc.option(fc.integer({ min: 1, max: 99 })),
          type: fc.constantFrom('simple', 'configurable', 'bundle'),
          tax: fc.constantFrom(0, 10, 13, 20),
          isEnabled: fc.boolean(),
          leadTimeType: fc.constantFrom('minutes', 'hours', 'days'),
          tags: fc.array(fc.record({ id: fc.nat() }), { maxLength: 3 }),
        }),
        (overrides) => {
          const product = makeProduct(overrides);
          const roundTrip = expandProduct(JSON.parse(JSON.stringify(compactProduct(product))));
          expect(roundTrip).toEqual(product);
        },
      ),
    );
  });

  it('shares frozen defaults, so no product can change another', () => {
    const [first, second] = [1, 2].map((id) => expandProduct({ id, uid: `p${id}`, name: 'Brot', price: 1 }));
    expect(first?.allergens).toBe(second?.allergens);
    expect(() => (first?.allergens as string[]).push('A')).toThrow(TypeError);
  });
});
