import { describe, expect, it } from 'vitest';
import type { LeadTimeFields } from '../catalog/lead-time.js';
import {
  appointmentDays,
  appointmentError,
  appointmentTimes,
  isAppointmentRequired,
  type AppointmentContext,
} from './appointment.js';
import { fridayMorning, makeBranch, open } from './checkout-fixtures.js';
import { checkoutMessages, leadTimeMessage } from './messages.js';

const at = (iso: string) => new Date(iso);
const cake: LeadTimeFields = { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 };

function context(overrides: Partial<AppointmentContext> = {}): AppointmentContext {
  return {
    branch: makeBranch(),
    method: 'takeaway',
    now: fridayMorning,
    products: [],
    restrictedDays: [],
    ...overrides,
  };
}

describe('appointmentError', () => {
  it('allows "as soon as possible" unless the branch or a lead time requires a time', () => {
    expect(appointmentError(null, context())).toBeNull();
    const required = context({ branch: makeBranch({ isAppointmentRequired: true }) });
    expect(appointmentError(null, required)).toBe('Bitte wählen Sie einen Termin aus.');
    expect(isAppointmentRequired(context({ products: [cake] }))).toBe(true);
    expect(appointmentError(null, context({ products: [cake] }))).toBe(checkoutMessages.appointmentRequired);
  });

  it('accepts a time within the opening hours and refuses one outside with the spec message', () => {
    expect(appointmentError(at('2026-11-20T12:00:00+01:00'), context())).toBeNull();
    expect(appointmentError(at('2026-11-21T06:30:00+01:00'), context())).toBe(
      'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    );
  });

  it('follows a shift past midnight and refuses its closing minute', () => {
    expect(appointmentError(at('2026-11-21T01:55:00+01:00'), context())).toBeNull();
    expect(appointmentError(at('2026-11-21T02:00:00+01:00'), context())).toBe(
      checkoutMessages.appointmentClosed,
    );
  });

  it('uses the delivery hours for delivery', () => {
    const noon = at('2026-11-20T12:00:00+01:00');
    const afternoon = at('2026-11-20T15:00:00+01:00');
    expect(appointmentError(afternoon, context())).toBeNull();
    expect(appointmentError(noon, context({ method: 'delivery' }))).toBeNull();
    expect(appointmentError(afternoon, context({ method: 'delivery' }))).toBe(
      checkoutMessages.appointmentClosed,
    );
  });

  it('refuses a time in the past', () => {
    expect(appointmentError(at('2026-11-20T09:00:00+01:00'), context())).toBe(
      checkoutMessages.appointmentPast,
    );
  });

  it('refuses a time before the lead time ends and names the first that works', () => {
    const ready = at('2026-11-22T09:30:00+01:00');
    expect(appointmentError(at('2026-11-21T10:00:00+01:00'), context({ products: [cake] }))).toBe(
      leadTimeMessage(ready),
    );
    expect(leadTimeMessage(ready)).toContain('ab 22.11.2026, 09:30 Uhr');
    expect(appointmentError(ready, context({ products: [cake] }))).toBeNull();
  });

  it('refuses a day the configuration closes and only notes the others', () => {
    const restrictedDays = [
      { date: '2026-11-21', isClosed: true, description: 'Betriebsausflug' },
      { date: '2026-11-23', isClosed: false, description: 'Nur Frühstück' },
    ];
    expect(appointmentError(at('2026-11-21T10:00:00+01:00'), context({ restrictedDays }))).toBe(
      checkoutMessages.appointmentClosed,
    );
    expect(appointmentError(at('2026-11-23T10:00:00+01:00'), context({ restrictedDays }))).toBeNull();
  });

  it('packs takeaway and delivery from orderableFrom on, but serves tables from the opening', () => {
    const branch = makeBranch({ orderableFrom: '08:00' });
    const early = at('2026-11-21T07:30:00+01:00');
    expect(appointmentError(early, context({ branch }))).toBe(checkoutMessages.appointmentClosed);
    expect(appointmentError(early, context({ branch, method: 'dineIn' }))).toBeNull();
    expect(appointmentError(at('2026-11-21T08:00:00+01:00'), context({ branch }))).toBeNull();
  });

  it('refuses an unreadable time', () => {
    expect(appointmentError(new Date('nonsense'), context())).toBe(checkoutMessages.appointmentRequired);
  });
});

describe('appointmentTimes', () => {
  const local = (times: Date[]) =>
    times.map((time) =>
      time.toLocaleTimeString('de-AT', { timeZone: 'Europe/Vienna', hour: '2-digit', minute: '2-digit' }),
    );

  it('offers every five minutes from now to the closing time', () => {
    const times = local(appointmentTimes(context({ method: 'delivery' }), '2026-11-20'));
    expect(times[0]).toBe('11:00');
    expect(times).toContain('13:55');
    expect(times).not.toContain('14:00');
    expect(times.at(-1)).toBe('20:55');
    expect(times).toHaveLength(3 * 12 + 4 * 12);
  });

  it('starts after now on the current day and includes the night after a Friday', () => {
    expect(local(appointmentTimes(context(), '2026-11-20'))[0]).toBe('09:30');
    const saturday = local(appointmentTimes(context(), '2026-11-21'));
    expect(saturday.slice(0, 2)).toEqual(['00:00', '00:05']);
    expect(saturday).not.toContain('02:00');
    expect(saturday).toContain('07:00');
  });

  it('walks through the autumn clock change without losing or doubling an hour of opening', () => {
    const allNight = makeBranch({ openingHours: [open('daily', '00:00', '24:00')] });
    const times = appointmentTimes(
      context({ branch: allNight, now: at('2026-10-20T12:00:00Z') }),
      '2026-10-25',
    );
    expect(times).toHaveLength(25 * 12);
  });
});

describe('appointmentDays', () => {
  it('leaves out days without a time on offer', () => {
    const branch = makeBranch({
      openingHours: [
        open('daily', '07:00', '19:00'),
        { ...open('sunday', '00:00', '24:00'), isClosed: true },
      ],
    });
    expect(appointmentDays(context({ branch }), 4)).toEqual(['2026-11-20', '2026-11-21', '2026-11-23']);
  });
});
