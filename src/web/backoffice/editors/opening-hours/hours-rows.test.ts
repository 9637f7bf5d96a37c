import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdays, type OpeningHoursRule, type Weekday } from '../../../../domain/opening-hours/rules.js';
import { shiftsOn } from '../../../../domain/opening-hours/shifts.js';
import { addDays } from '../../../../domain/opening-hours/vienna-time.js';
import {
  rowErrors,
  rowOfRule,
  rowsFromRules,
  rulesFromRows,
  validRules,
  type HoursRow,
} from './hours-rows.js';

const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum an.';
const messages = { noWeekday: 'Bitte wählen Sie mindestens einen Wochentag.' };

const weekly = (days: Weekday[], from: string, to: string, isClosed = false): HoursRow => ({
  kind: 'weekly',
  days,
  from,
  to,
  isClosed,
});

describe('rowsFromRules', () => {
  it('folds weekdays with the same hours into one row and keeps split days as two rows', () => {
    const rules: OpeningHoursRule[] = [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).flatMap((day) => [
        { type: day, from: '07:00', to: '12:00', isClosed: false },
        { type: day, from: '14:00', to: '18:30', isClosed: false },
      ]),
      { type: 'saturday', from: '07:00', to: '12:00', isClosed: false },
      { type: 'once', date: '2026-12-24', from: '07:00', to: '11:00', isClosed: false },
    ];
    expect(rowsFromRules(rules)).toEqual([
      weekly(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '07:00', '12:00'),
      weekly(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], '14:00', '18:30'),
      { kind: 'once', date: '2026-12-24', from: '07:00', to: '11:00', isClosed: false },
    ]);
  });

  it('reads daily rules as the weekdays that have no rules of their own', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '08:00', to: '18:00', isClosed: false },
      { type: 'sunday', from: '00:00', to: '24:00', isClosed: true },
    ];
    expect(rowsFromRules(rules)).toEqual([
      weekly(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '08:00', '18:00'),
      weekly(['sunday'], '00:00', '24:00', true),
    ]);
  });
});

describe('rulesFromRows', () => {
  it('writes one rule per weekday, a closed row as the whole day, once rows with their date', () => {
    expect(
      rulesFromRows([
        weekly(['friday', 'monday'], '18:00', '02:00'),
        weekly(['sunday'], '', '', true),
        { kind: 'once', date: '2026-12-31', from: 'x', to: 'y', isClosed: true },
      ]),
    ).toEqual([
      { type: 'monday', from: '18:00', to: '02:00', isClosed: false },
      { type: 'friday', from: '18:00', to: '02:00', isClosed: false },
      { type: 'sunday', from: '00:00', to: '24:00', isClosed: true },
      { type: 'once', date: '2026-12-31', from: '00:00', to: '24:00', isClosed: true },
    ]);
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const rule: fc.Arbitrary<OpeningHoursRule> = fc.oneof(
    fc.record({
      type: fc.constantFrom('daily' as const, ...weekdays),
      from: time,
      to: time,
      isClosed: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('once' as const),
      date: fc.constantFrom('2026-03-29', '2026-10-25', '2026-12-24'),
      from: time,
      to: time,
      isClosed: fc.boolean(),
    }),
  );

  it('keeps the week the storefront shows when stored rules go through the editor', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 10 }), (rules) => {
        const saved = rulesFromRows(rowsFromRules(rules));
        // Three weeks around both clock changes of 2026 and a once-rule date.
        for (const start of ['2026-03-23', '2026-10-19', '2026-12-21']) {
          for (let offset = 0; offset < 7; offset += 1) {
            const date = addDays(start, offset);
            expect(shiftsOn(saved, date)).toEqual(shiftsOn(rules, date));
          }
        }
      }),
    );
  });
});

describe('rowErrors', () => {
  it('gives the domain schema’s messages by field', () => {
    expect(rowErrors(weekly(['monday'], '7:00', '25:00'), messages)).toEqual({
      from: TIME_MESSAGE,
      to: TIME_MESSAGE,
    });
    expect(rowErrors(weekly(['monday'], '18:00', '24:00'), messages)).toEqual({});
    expect(rowErrors(weekly(['monday'], '24:00', '02:00'), messages)).toEqual({ from: TIME_MESSAGE });
    expect(
      rowErrors({ kind: 'once', date: '', from: '08:00', to: '12:00', isClosed: false }, messages),
    ).toEqual({ date: DATE_MESSAGE });
    expect(
      rowErrors({ kind: 'once', date: '2026-02-30', from: '08:00', to: '12:00', isClosed: false }, messages),
    ).toEqual({ date: DATE_MESSAGE });
  });

  it('asks for a weekday and ignores the times of a closed row', () => {
    expect(rowErrors(weekly([], '08:00', '12:00'), messages)).toEqual({ days: messages.noWeekday });
    expect(rowErrors(weekly(['sunday'], '', 'zu', true), messages)).toEqual({});
  });
});

describe('validRules', () => {
  it('leaves out the rows that are still being typed', () => {
    expect(validRules([weekly(['monday'], '08:00', '12:00'), weekly(['tuesday'], '08', '12:00')])).toEqual([
      { type: 'monday', from: '08:00', to: '12:00', isClosed: false },
    ]);
  });
});

describe('rowOfRule', () => {
  it('finds the row that wrote a rule', () => {
    const rows: HoursRow[] = [
      weekly(['monday', 'tuesday'], '08:00', '12:00'),
      weekly([], '08:00', '12:00'),
      { kind: 'once', date: '2026-12-24', from: '08:00', to: '12:00', isClosed: false },
      weekly(['sunday'], '08:00', '12:00'),
    ];
    expect([0, 1, 2, 3, 4].map((index) => rowOfRule(rows, index))).toEqual([0, 0, 2, 3, undefined]);
  });
});
