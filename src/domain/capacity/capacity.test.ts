import { describe, expect, it } from 'vitest';
import { viennaInstant } from '../opening-hours/vienna-time.js';
import { makeMinutes, productMakeMinutes } from './make-time.js';
import { capacityMessages } from './messages.js';
import { orderingState } from './ordering-state.js';
import { emptyUsage, rulesFor, slotRoom } from './room.js';
import { capacitySettingsSchema, defaultCapacitySettings } from './settings.js';
import { isWithinHours, slotStart } from './slots.js';

const friday = (time: string) => viennaInstant('2026-11-27', time);
const settings = capacitySettingsSchema.parse({
  isEnabled: true,
  slotMinutes: 15,
  rules: [
    { channel: 'takeaway', maxOrders: 3 },
    {
      channel: 'all',
      maxMinutes: 40,
      minutesPerPerson: 10,
      weekdays: ['friday'],
      from: '11:00',
      to: '14:00',
    },
  ],
});

describe('capacity', () => {
  it('is off by default, and off means room everywhere', () => {
    expect(defaultCapacitySettings.isEnabled).toBe(false);
    const usage = emptyUsage();
    usage.takeaway = { orders: 500, minutes: 5000 };
    expect(
      slotRoom(defaultCapacitySettings, {
        start: friday('12:15'),
        method: 'takeaway',
        minutes: 60,
        usage,
        people: 0,
      }).hasRoom,
    ).toBe(true);
  });

  it('puts 12:10 into the 12:00 slot and 12:15 into its own', () => {
    expect(slotStart(friday('12:10'), 15)).toEqual(friday('12:00'));
    expect(slotStart(friday('12:29'), 15)).toEqual(friday('12:15'));
    expect(slotStart(friday('12:29'), 30)).toEqual(friday('12:00'));
  });

  it('applies a rule only on its weekdays and hours, and to its channel', () => {
    expect(rulesFor(settings, friday('12:15'), 'delivery')).toHaveLength(1);
    expect(rulesFor(settings, friday('12:15'), 'takeaway')).toHaveLength(2);
    expect(rulesFor(settings, friday('14:00'), 'takeaway')).toHaveLength(1);
    expect(rulesFor(settings, viennaInstant('2026-11-28', '12:15'), 'delivery')).toHaveLength(0);
  });

  it('refuses the fourth takeaway order and an order over the make-time minutes', () => {
    const usage = emptyUsage();
    usage.takeaway = { orders: 3, minutes: 9 };
    expect(
      slotRoom(settings, { start: friday('12:15'), method: 'takeaway', minutes: 3, usage, people: 0 })
        .hasRoom,
    ).toBe(false);
    // Delivery is not limited by the takeaway rule, but shares the minutes of 'all'.
    expect(
      slotRoom(settings, { start: friday('12:15'), method: 'delivery', minutes: 31, usage, people: 0 }),
    ).toEqual({ hasRoom: true, freeOrders: null, freeMinutes: 31 });
    expect(
      slotRoom(settings, { start: friday('12:15'), method: 'delivery', minutes: 32, usage, people: 0 })
        .hasRoom,
    ).toBe(false);
    // Two cooks on the clock add twenty minutes.
    expect(
      slotRoom(settings, { start: friday('12:15'), method: 'delivery', minutes: 50, usage, people: 2 })
        .hasRoom,
    ).toBe(true);
  });

  it('sums make time per piece', () => {
    expect(
      makeMinutes([
        { amount: 12, minutes: 1 },
        { amount: 0.5, minutes: 10 },
      ]),
    ).toBe(22);
    expect(productMakeMinutes(null, 4)).toBe(4);
    expect(productMakeMinutes(0, 4)).toBe(0);
    expect(productMakeMinutes(null, null)).toBe(0);
  });

  it('lets hours run past midnight', () => {
    expect(isWithinHours('23:30', '22:00', '02:00')).toBe(true);
    expect(isWithinHours('01:45', '22:00', '02:00')).toBe(true);
    expect(isWithinHours('02:00', '22:00', '02:00')).toBe(false);
    expect(isWithinHours('12:00', null, '11:00')).toBe(false);
  });

  it('pauses above Z orders in progress and adds Y minutes above X', () => {
    const rules = { busyAbove: 5, busyMinutes: 30, pauseAbove: 10 };
    const manual = { busyMinutes: 15, pausedAt: null, pausedUntil: null };
    expect(orderingState(manual, rules, 5, friday('12:00'))).toEqual({
      extraMinutes: 15,
      isPaused: false,
      resumesAt: null,
      auto: null,
    });
    expect(orderingState(manual, rules, 6, friday('12:00'))).toMatchObject({
      extraMinutes: 30,
      auto: 'busy',
    });
    expect(orderingState(manual, rules, 11, friday('12:00'))).toMatchObject({
      isPaused: true,
      auto: 'pause',
      resumesAt: null,
    });
  });

  it('names the next free time in German', () => {
    expect(capacityMessages.slotFull(friday('12:30'), friday('12:10'))).toBe(
      'Zu dieser Zeit ist unsere Küche leider ausgebucht. Der nächste freie Termin ist um 12:30 Uhr.',
    );
    expect(capacityMessages.slotFull(viennaInstant('2026-11-28', '08:00'), friday('12:10'))).toContain(
      'am 28.11.2026 um 08:00 Uhr',
    );
    expect(capacityMessages.paused(friday('13:00'))).toContain('bis 13:00 Uhr pausiert');
  });
});
