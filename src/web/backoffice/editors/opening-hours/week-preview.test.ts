import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../../../../domain/opening-hours/rules.js';
import { previewWeek } from './week-preview.js';

describe('previewWeek', () => {
  it('shows seven days from the start, with past-midnight shifts and exceptions marked', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '07:00', to: '12:00', isClosed: false },
      { type: 'friday', from: '18:00', to: '02:00', isClosed: false },
      { type: 'sunday', from: '00:00', to: '24:00', isClosed: true },
      { type: 'once', date: '2026-12-24', from: '08:00', to: '11:00', isClosed: false },
      { type: 'once', date: '2026-12-26', from: '00:00', to: '24:00', isClosed: true },
    ];
    const week = previewWeek(rules, '2026-12-21');
    expect(week.map((day) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week[0]).toEqual({
      date: '2026-12-21',
      weekday: 'monday',
      shifts: [{ from: '07:00', to: '12:00' }],
      isException: false,
    });
    expect(week[3]).toMatchObject({ shifts: [{ from: '08:00', to: '11:00' }], isException: true });
    expect(week[4]?.shifts).toEqual([{ from: '18:00', to: '02:00', endsOn: 'saturday' }]);
    expect(week[5]).toMatchObject({ date: '2026-12-26', shifts: [], isException: true });
    expect(week[6]).toMatchObject({ shifts: [], isException: false });
  });
});
