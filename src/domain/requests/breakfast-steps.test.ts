import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  breakfastStepErrors,
  emptyBreakfastForm,
  isStepValid,
  personsOf,
  restoreBreakfastForm,
  withAmount,
  withVariant,
  type BreakfastConfig,
} from './breakfast-steps.js';

const groups = ['Erwachsene', 'Kinder'] as const;
const changeArb = fc.oneof(
  fc.record({
    kind: fc.constant('amount' as const),
    group: fc.constantFrom(...groups),
    amount: fc.integer({ min: -2, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('variant' as const),
    group: fc.constantFrom(...groups),
    person: fc.integer({ min: 0, max: 9 }),
    variant: fc.constantFrom('Wiener', 'Vegan'),
  }),
);

describe('breakfast groups', () => {
  it('keeps only people 1..amount, drops a group at zero and never goes negative', () => {
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 30 }), (changes) => {
        let config: BreakfastConfig = {};
        for (const change of changes) {
          config =
            change.kind === 'amount'
              ? withAmount(config, change.group, change.amount)
              : withVariant(config, change.group, change.person, change.variant);
        }
        for (const [, group] of Object.entries(config)) {
          expect(amountOf(group)).toBeGreaterThan(0);
          for (const index of Object.keys(group.people)) {
            expect(Number(index)).toBeGreaterThanOrEqual(1);
            expect(Number(index)).toBeLessThanOrEqual(amountOf(group));
          }
        }
        expect(personsOf(config)).toBe(
          Object.values(config).reduce((sum, group) => sum + amountOf(group), 0),
        );
      }),
    );
  });

  it('drops the surplus people when an amount is reduced', () => {
    const three = withVariant(
      withVariant(withVariant(withAmount({}, 'Erwachsene', 3), 'Erwachsene', 1, 'A'), 'Erwachsene', 2, 'B'),
      'Erwachsene',
      3,
      'C',
    );
    expect(withAmount(three, 'Erwachsene', 1)).toEqual({ Erwachsene: { amount: 1, people: { '1': 'A' } } });
    expect(withAmount(three, 'Erwachsene', 0)).toEqual({});
  });
});

describe('breakfast steps', () => {
  const filled = {
    ...emptyBreakfastForm(),
    date: '2026-11-21T08:00:00.000Z',
    breakfastConfig: { Erwachsene: { amount: '2', people: { '1': 'A', '2': 'B' } } },
    name: 'Hanna',
    phone: '123456',
    email: 'a@b.at',
  };

  it('needs a date on every step, people from the second, variants from the third, data on the last', () => {
    expect(breakfastStepErrors(emptyBreakfastForm(), 'termin')).toEqual({ date: true });
    expect(breakfastStepErrors({ ...filled, breakfastConfig: {} }, 'personenanzahl')).toEqual({
      groupAmount: true,
    });
    const missing = { Erwachsene: { amount: 2, people: { '1': 'A' } } };
    expect(breakfastStepErrors({ ...filled, breakfastConfig: missing }, 'fruehstuecksart')).toEqual({
      breakfastConfig: true,
    });
    expect(breakfastStepErrors({ ...filled, name: 'H', phone: '12345', email: 'a@b' }, 'daten')).toEqual({
      name: true,
      phone: true,
      email: true,
    });
    expect(isStepValid(filled, 'daten')).toBe(true);
  });

  it('restores only the known keys of the right kind from storage', () => {
    expect(restoreBreakfastForm({ ...filled, evil: 1, name: 5 })).toEqual({ ...filled, name: '' });
    expect(restoreBreakfastForm('kaputt')).toEqual(emptyBreakfastForm());
  });
});
