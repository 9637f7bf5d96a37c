import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../order-status/order-status.js';
import { paymentMethods } from '../schemas/order.js';
import {
  canReviseItems,
  isSameChoice,
  reviseLines,
  scaledTotal,
  type ItemChange,
  type OrderedPart,
} from './revision.js';

const changeArb: fc.Arbitrary<ItemChange<string>> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), line: fc.string() }),
  fc.record({
    type: fc.constant('replace' as const),
    index: fc.integer({ min: -2, max: 8 }),
    line: fc.string(),
  }),
  fc.record({ type: fc.constant('remove' as const), index: fc.integer({ min: -2, max: 8 }) }),
);

describe('revising the items of an order', () => {
  it('lets items change only while the order is open and paid in the shop', () => {
    const revisable = orderStatuses.filter((status) => canReviseItems(status, 'cash'));
    expect(revisable).toEqual(['pending', 'counterProposed', 'confirmed', 'inDelivery']);
    for (const status of orderStatuses) {
      expect(canReviseItems(status, 'mollie')).toBe(false);
      expect(canReviseItems(status, 'datatrans')).toBe(false);
    }
    expect(paymentMethods.filter((method) => canReviseItems('confirmed', method))).toEqual([
      'cash',
      'atm-card',
      'hydro-ag-voucher',
    ]);
  });

  it('changes exactly the named line, or nothing at all', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), changeArb, (lines, change) => {
        const result = reviseLines(lines, change);
        if (change.type === 'add') {
          expect(result).toEqual({ ok: true, lines: [...lines, change.line] });
          return;
        }
        const exists = change.index >= 0 && change.index < lines.length;
        if (!exists) {
          expect(result).toEqual({ ok: false, reason: 'index' });
          return;
        }
        if (change.type === 'replace') {
          expect(result.ok && result.lines.length).toBe(lines.length);
          expect(result.ok && result.lines[change.index]).toBe(change.line);
          expect(result.ok && result.lines.filter((_, index) => index !== change.index)).toEqual(
            lines.filter((_, index) => index !== change.index),
          );
        } else if (lines.length === 1) {
          expect(result).toEqual({ ok: false, reason: 'last' });
        } else {
          expect(result).toEqual({ ok: true, lines: lines.filter((_, index) => index !== change.index) });
        }
      }),
    );
  });

  it('never leaves an order without items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 4 }),
        fc.array(changeArb),
        (start, changes) => {
          let lines = start;
          for (const change of changes) {
            const result = reviseLines(lines, change);
            if (result.ok) lines = result.lines;
            expect(lines.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('tells an amount-only change from a changed choice', () => {
    const parts: OrderedPart[] = [
      { name: 'Größe', type: 'select', options: [{ name: 'Groß' }], text: null, uploadIds: [] },
      {
        name: 'Extras',
        type: 'multiselect',
        options: [{ name: 'Ei' }, { name: 'Speck' }],
        text: null,
        uploadIds: [],
      },
      { name: 'Wunsch', type: 'textarea', options: [], text: 'ohne Salz', uploadIds: [] },
    ];
    const line = { productId: 4, unit: 'piece', parts };
    const item = {
      productId: 4,
      amount: 3,
      unit: 'piece' as const,
      parts: {
        Größe: { kind: 'options' as const, selected: ['Groß'] },
        Extras: { kind: 'options' as const, selected: ['Speck', 'Ei'] },
        Wunsch: { kind: 'text' as const, text: ' ohne Salz ' },
        Notiz: { kind: 'text' as const, text: '' },
      },
    };
    expect(isSameChoice(item, line)).toBe(true);
    expect(isSameChoice({ ...item, unit: 'kilogram' }, line)).toBe(false);
    expect(isSameChoice({ ...item, productId: 5 }, line)).toBe(false);
    expect(
      isSameChoice(
        { ...item, parts: { ...item.parts, Extras: { kind: 'options', selected: ['Ei'] } } },
        line,
      ),
    ).toBe(false);
    expect(isSameChoice({ ...item, parts: { Größe: item.parts.Größe } }, line)).toBe(false);
  });

  it('scales a line at the price it was charged', () => {
    expect(scaledTotal({ amount: 2, total: 760 }, 3)).toBe(1140);
    expect(scaledTotal({ amount: 3, total: 100 }, 1)).toBe(33);
    expect(scaledTotal({ amount: 0.5, total: 1200 }, 0.25)).toBe(600);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100_000 }), (amount, total) => {
        expect(scaledTotal({ amount, total }, amount)).toBe(total);
      }),
    );
  });
});
