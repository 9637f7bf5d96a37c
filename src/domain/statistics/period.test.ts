import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../opening-hours/vienna-time.js';
import { change, dayCount, daysOf, presetPeriod, previousPeriod, periodPresets } from './period.js';

const dates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('dashboard periods', () => {
  it('runs each preset from the start of its day, week, month or year up to today', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetPeriod('today', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetPeriod('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetPeriod('month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetPeriod('year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('compares with as many days as far into the previous unit', () => {
    const compare = (preset: (typeof periodPresets)[number], today: string) =>
      previousPeriod(preset === 'custom' ? { from: today, to: today } : presetPeriod(preset, today), preset);
    expect(compare('today', '2026-11-25')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(compare('week', '2026-11-25')).toEqual({ from: '2026-11-16', to: '2026-11-18' });
    expect(compare('month', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-25' });
    expect(compare('month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-10' });
    expect(compare('year', '2026-11-25')).toEqual({ from: '2025-01-01', to: '2025-11-25' });
    // March 1–31 does not fit into February: the 31 days right before instead.
    expect(compare('month', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    // 366 days of a leap year do not fit into the year before.
    expect(compare('year', '2024-12-31')).toEqual({ from: '2022-12-31', to: '2023-12-31' });
    expect(dayCount({ from: '2023-01-01', to: '2023-12-31' })).toBe(365);
    expect(previousPeriod({ from: '2026-11-10', to: '2026-11-20' }, 'custom')).toEqual({
      from: '2026-10-30',
      to: '2026-11-09',
    });
  });

  it('lists every day of a period, across the change to summer time', () => {
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(daysOf({ from: '2026-11-25', to: '2026-11-25' })).toEqual(['2026-11-25']);
    expect(daysOf({ from: '2026-11-25', to: '2026-11-24' })).toEqual([]);
  });

  it('counts days across the change to and from summer time', () => {
    expect(dayCount({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(dayCount({ from: '2026-10-24', to: '2026-10-26' })).toBe(3);
    expect(dayCount({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('always compares with a period of the same length that ends before this one starts', () => {
    fc.assert(
      fc.property(
        dates,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(...periodPresets),
        (from, extra, preset) => {
          const period =
            preset === 'custom'
              ? { from, to: addDays(from, extra) }
              : presetPeriod(preset, addDays(from, extra));
          expect(period.from <= period.to).toBe(true);
          const previous = previousPeriod(period, preset);
          expect(dayCount(previous)).toBe(dayCount(period));
          expect(previous.to < period.from).toBe(true);
          expect(addDays(previous.from, 0)).toBe(previous.from);
          if (preset === 'custom' || preset === 'today') expect(addDays(previous.to, 1)).toBe(period.from);
        },
      ),
    );
  });

  it('gives the change as difference and ratio, without a ratio after nothing', () => {
    expect(change(150, 100)).toEqual({ difference: 50, ratio: 0.5 });
    expect(change(50, 100)).toEqual({ difference: -50, ratio: -0.5 });
    expect(change(7, 0)).toEqual({ difference: 7, ratio: null });
    expect(change(0, 0)).toEqual({ difference: 0, ratio: null });
  });
});
