import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../opening-hours/rules.js';
import { escalationTimes, type EscalationHours } from './escalation-clock.js';

const open = (type: OpeningHoursRule['type'], from: string, to: string): OpeningHoursRule => ({
  type,
  from,
  to,
  isClosed: false,
});
const settings = { reminderMinutes: 5, autoRejectMinutes: 20 };
/** Vienna wall time in winter (UTC+1) as an instant. */
const winter = (local: string) => new Date(`${local}:00+01:00`);

// Like the demo café in Dornbirn: the shop closes at 19:00, the delivery runs until 21:00.
const cafe: EscalationHours = {
  openingHours: [open('daily', '07:00', '19:00'), open('sunday', '08:00', '18:00')],
  deliveryHours: [open('daily', '11:00', '14:00'), open('daily', '17:00', '21:00')],
  isDeliveryHoursEnabled: true,
};
const shopOnly: EscalationHours = { ...cafe, deliveryHours: [], isDeliveryHoursEnabled: false };

describe('the escalation clock of an unanswered order', () => {
  it('starts when the branch opens for an order placed at night, and not a minute earlier', () => {
    // Saturday 23:31 for Sunday morning.
    expect(escalationTimes(cafe, winter('2026-11-21T23:31'), settings)).toEqual({
      startsAt: winter('2026-11-22T08:00'),
      remindAt: winter('2026-11-22T08:05'),
      rejectAt: winter('2026-11-22T08:20'),
    });
  });

  it('starts at placement while the branch is open', () => {
    expect(escalationTimes(cafe, winter('2026-11-23T10:00'), settings)).toEqual({
      startsAt: winter('2026-11-23T10:00'),
      remindAt: winter('2026-11-23T10:05'),
      rejectAt: winter('2026-11-23T10:20'),
    });
  });

  it('stands still overnight when the order came in just before closing', () => {
    expect(escalationTimes(shopOnly, winter('2026-11-23T18:58'), settings)).toEqual({
      startsAt: winter('2026-11-23T18:58'),
      remindAt: winter('2026-11-24T07:03'),
      rejectAt: winter('2026-11-24T07:18'),
    });
  });

  it('runs while the branch still delivers after the shop closed', () => {
    expect(escalationTimes(cafe, winter('2026-11-23T19:30'), settings).remindAt).toEqual(
      winter('2026-11-23T19:35'),
    );
  });

  it('waits over a holiday the branch is closed on', () => {
    const holiday = {
      ...shopOnly,
      openingHours: [
        ...shopOnly.openingHours,
        { type: 'once' as const, date: '2026-12-08', from: '00:00', to: '24:00', isClosed: true },
      ],
    };
    expect(escalationTimes(holiday, winter('2026-12-07T20:00'), settings).startsAt).toEqual(
      winter('2026-12-09T07:00'),
    );
  });

  it('follows the clock change: Sunday 08:00 after spring forward is 06:00 UTC', () => {
    expect(escalationTimes(cafe, new Date('2026-03-28T22:00:00Z'), settings).startsAt).toEqual(
      new Date('2026-03-29T06:00:00Z'),
    );
  });

  it('counts from placement for a branch without any hours, so no order waits for ever', () => {
    const placedAt = winter('2026-11-23T03:00');
    const times = escalationTimes(
      { openingHours: [], deliveryHours: [], isDeliveryHoursEnabled: false },
      placedAt,
      settings,
    );
    expect(times).toEqual({
      startsAt: placedAt,
      remindAt: winter('2026-11-23T03:05'),
      rejectAt: winter('2026-11-23T03:20'),
    });
  });

  it('keeps the rejection after the reminder when the settings say otherwise', () => {
    const times = escalationTimes(cafe, winter('2026-11-23T10:00'), {
      reminderMinutes: 30,
      autoRejectMinutes: 10,
    });
    expect(times.rejectAt).toEqual(winter('2026-11-23T10:31'));
  });
});
