import { describe, expect, it } from 'vitest';
import { displayGroups, formatGroupLabel, formatHours, weekdayLabel } from './display-groups.js';
import { weekdays, type OpeningHoursRule } from './rules.js';

function rule(type: OpeningHoursRule['type'], from: string, to: string, isClosed = false): OpeningHoursRule {
  return { type, from, to, isClosed };
}

describe('displayGroups', () => {
  it('merges consecutive days with the same hours into ranges', () => {
    const rules = [
      rule('daily', '07:00', '12:00'),
      rule('daily', '14:00', '18:30'),
      rule('saturday', '08:00', '12:00'),
      rule('sunday', '00:00', '00:00', true),
    ];
    expect(displayGroups(rules)).toEqual([
      {
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        isClosed: false,
        isRange: true,
        hours: [
          { from: '07:00', to: '12:00' },
          { from: '14:00', to: '18:30' },
        ],
      },
      { days: ['saturday'], isClosed: false, isRange: false, hours: [{ from: '08:00', to: '12:00' }] },
      { days: ['sunday'], isClosed: true, isRange: false, hours: [] },
    ]);
  });

  it('does not merge days that are not next to each other', () => {
    const rules = [rule('monday', '08:00', '12:00'), rule('wednesday', '08:00', '12:00')];
    expect(displayGroups(rules).map((group) => [group.days, group.isClosed])).toEqual([
      [['monday'], false],
      [['tuesday'], true],
      [['wednesday'], false],
      [['thursday', 'friday', 'saturday', 'sunday'], true],
    ]);
  });

  it('orders the hours of a day so the same hours in another order still merge', () => {
    const rules = [
      rule('monday', '14:00', '18:00'),
      rule('monday', '08:00', '12:00'),
      rule('tuesday', '08:00', '12:00'),
      rule('tuesday', '14:00', '18:00'),
    ];
    expect(displayGroups(rules)[0]?.days).toEqual(['monday', 'tuesday']);
  });

  it('ignores once rules', () => {
    const once: OpeningHoursRule = {
      type: 'once',
      date: '2026-12-25',
      from: '00:00',
      to: '00:00',
      isClosed: true,
    };
    expect(displayGroups([rule('daily', '08:00', '18:00'), once])).toEqual([
      { days: [...weekdays], isClosed: false, isRange: true, hours: [{ from: '08:00', to: '18:00' }] },
    ]);
  });

  it('shows an empty week as one closed range', () => {
    expect(displayGroups([])).toEqual([{ days: [...weekdays], isClosed: true, isRange: true, hours: [] }]);
  });
});

describe('labels', () => {
  it('abbreviates single days and ranges in German', () => {
    expect(formatGroupLabel({ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] })).toBe(
      'Mo - Fr',
    );
    expect(formatGroupLabel({ days: ['saturday'] })).toBe('Sa');
    expect(formatGroupLabel({ days: ['sunday'] })).toBe('So');
    expect(formatGroupLabel({ days: ['tuesday', 'wednesday'] })).toBe('Di - Mi');
    expect(formatGroupLabel({ days: ['thursday'] })).toBe('Do');
  });

  it("joins the hours and ends with 'Uhr'", () => {
    expect(
      formatHours([
        { from: '07:00', to: '12:00' },
        { from: '14:00', to: '18:30' },
      ]),
    ).toBe('07:00 - 12:00, 14:00 - 18:30 Uhr');
    expect(formatHours([{ from: '18:00', to: '02:00' }])).toBe('18:00 - 02:00 Uhr');
    expect(formatHours([])).toBe('');
  });

  it('names the weekdays in full', () => {
    expect(weekdays.map(weekdayLabel)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
  });
});
