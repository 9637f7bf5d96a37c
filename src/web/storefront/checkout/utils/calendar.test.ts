import { describe, expect, it } from 'vitest';
import { addMonths, longDateLabel, monthLabel, monthWeeks, movedDate, shortDateLabel } from './calendar.js';

describe('the appointment calendar', () => {
  it('lays a month out in weeks from Monday, with gaps before the first and after the last day', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it('counts months across the turn of the year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', 12)).toBe('2027-03');
  });

  it('moves by day, week, week end and month as the keys say', () => {
    expect(movedDate('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedDate('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(movedDate('2026-11-20', 'ArrowUp')).toBe('2026-11-13');
    expect(movedDate('2026-11-20', 'ArrowDown')).toBe('2026-11-27');
    // A Friday: the week runs from Monday the 16th to Sunday the 22nd.
    expect(movedDate('2026-11-20', 'Home')).toBe('2026-11-16');
    expect(movedDate('2026-11-20', 'End')).toBe('2026-11-22');
    expect(movedDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedDate('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(movedDate('2026-11-20', 'Enter')).toBeNull();
  });

  it('names days and months in Austrian German', () => {
    expect(longDateLabel('2027-01-15')).toBe('Freitag, 15. Jänner 2027');
    expect(monthLabel('2027-01')).toBe('Jänner 2027');
    expect(shortDateLabel('2026-11-20')).toBe('20.11.2026');
  });
});
