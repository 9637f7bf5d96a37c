import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format.js';
import { labelContent, labelLayoutNames, labelLayouts, labelSlots, type LabelProduct } from './labels.js';

const brot: LabelProduct = {
  name: 'Bauernbrot',
  description: 'Roggenmehl, Weizenmehl,\n Wasser, Sauerteig, Salz, Kümmel',
  allergens: ['A', 'L'],
  price: 480,
  unit: 'kilogram',
  isPriceHidden: false,
};

describe('label content', () => {
  it('shows name, price per unit, allergen letters and the ingredients on one line', () => {
    expect(labelContent(brot, 'detail')).toEqual({
      name: 'Bauernbrot',
      price: `${formatMoney(480)} / kg`,
      allergens: 'Allergene: A, L',
      ingredients: 'Roggenmehl, Weizenmehl, Wasser, Sauerteig, Salz, Kümmel',
    });
  });

  it('leaves out a hidden price and missing allergens', () => {
    expect(labelContent({ ...brot, isPriceHidden: true, allergens: [] }, 'compact')).toMatchObject({
      price: null,
      allergens: null,
    });
  });

  it('shortens long ingredients on a compact label with an ellipsis, the detail label to 128', () => {
    const long = { ...brot, description: 'Mehl, '.repeat(60) };
    const compact = labelContent(long, 'compact').ingredients;
    expect(compact).toHaveLength(90);
    expect(compact.endsWith('…')).toBe(true);
    expect(labelContent(long, 'detail').ingredients).toHaveLength(128);
  });
});

describe('label slots', () => {
  it('fills a compact sheet row by row with 48 labels, then starts the next sheet', () => {
    const slots = labelSlots(50, 'compact');
    expect(slots[0]).toEqual({ page: 0, row: 0, column: 0 });
    expect(slots[3]).toEqual({ page: 0, row: 0, column: 3 });
    expect(slots[47]).toEqual({ page: 0, row: 11, column: 3 });
    expect(slots[48]).toEqual({ page: 1, row: 0, column: 0 });
  });

  it('puts every label in a place of its own, inside the grid, on as few sheets as needed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...labelLayoutNames),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 9 }),
        (layout, count, skip) => {
          const { rows, columns } = labelLayouts[layout];
          const slots = labelSlots(count, layout, skip);
          const places = new Set(slots.map((s) => `${s.page}/${s.row}/${s.column}`));
          expect(places.size).toBe(count);
          for (const slot of slots) {
            expect(slot.row).toBeLessThan(rows);
            expect(slot.column).toBeLessThan(columns);
          }
          const pages = count === 0 ? 0 : Math.max(...slots.map((s) => s.page)) + 1;
          expect(pages).toBe(count === 0 ? 0 : Math.ceil((count + skip) / (rows * columns)));
        },
      ),
    );
  });
});
