import { describe, expect, it } from 'vitest';
import type { WorkingScheduleEntity } from '../../../domain/schemas/entities/working-schedule.js';
import { daysNumber, elapsedText, splitShifts } from './clock-text.js';

const shift = (id: number, startsAt: string, endsAt: string): WorkingScheduleEntity => ({
  id,
  user: 1,
  branch: 1,
  department: null,
  startsAt,
  endsAt,
  note: '',
});

describe('the clock page texts', () => {
  it('shows worked time as hours, minutes and seconds', () => {
    expect(elapsedText(0)).toBe('0:00:00');
    expect(elapsedText(((7 * 60 + 5) * 60 + 9) * 1000 + 999)).toBe('7:05:09');
    expect(elapsedText(-5)).toBe('0:00:00');
    expect(elapsedText(25 * 3_600_000)).toBe('25:00:00');
  });

  it('takes today in Vienna, a night shift from yesterday included', () => {
    // 20 November 2026, 00:30 in Vienna (UTC+1).
    const now = new Date('2026-11-19T23:30:00Z');
    const night = shift(1, '2026-11-19T20:00:00Z', '2026-11-20T04:00:00Z');
    const morning = shift(2, '2026-11-20T06:00:00Z', '2026-11-20T14:00:00Z');
    const tomorrow = shift(3, '2026-11-21T06:00:00Z', '2026-11-21T14:00:00Z');
    const yesterday = shift(4, '2026-11-19T06:00:00Z', '2026-11-19T14:00:00Z');
    const { today, later } = splitShifts([tomorrow, morning, yesterday, night], now);
    expect(today.map((entry) => entry.id)).toEqual([1, 2]);
    expect(later.map((entry) => entry.id)).toEqual([3]);
  });

  it('writes half holiday days with a decimal comma', () => {
    expect(daysNumber(25)).toBe('25');
    expect(daysNumber(12.5)).toBe('12,5');
  });
});
