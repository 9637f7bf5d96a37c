import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { requestsDe } from '../../../i18n/requests.js';
import type { BreakfastAvailability } from '../api/requests-api.js';
import { AppointmentStep } from './appointment-step.js';

const text = requestsDe.breakfast;
// Friday 20 November 2026, 10:30 in Vienna.
const now = new Date('2026-11-20T09:30:00.000Z');
const availability: BreakfastAvailability = {
  branch: { id: 1, name: 'Dornbirn Marktplatz' },
  days: [
    {
      date: '2026-11-21',
      note: '',
      isFullyBooked: false,
      slots: [{ start: '2026-11-21T07:00:00.000Z', end: '2026-11-21T09:00:00.000Z' }],
    },
    { date: '2026-11-22', note: '', isFullyBooked: true, slots: [] },
    {
      date: '2026-11-24',
      note: 'Nur bis Mittag geöffnet',
      isFullyBooked: false,
      slots: [{ start: '2026-11-24T07:30:00.000Z', end: '2026-11-24T08:00:00.000Z' }],
    },
  ],
};

/** The step as the guest first sees it with `value` chosen before (a reload, a step back). */
const render = (value: string) =>
  renderToStaticMarkup(createElement(AppointmentStep, { availability, value, now, onSave: () => undefined }));

describe('the breakfast date and time picker', () => {
  it('lists the free intervals as "start - end Uhr" and the times every 5 minutes inside them', () => {
    const html = render('2026-11-21T07:30:00.000Z');
    expect(html).toContain('<li>08:00 - 10:00 Uhr</li>');
    const times = [...html.matchAll(/<option value="2026-11-21T[^"]+"[^>]*>(\d\d:\d\d)<\/option>/g)];
    expect(times.map((match) => match[1])).toEqual(
      Array.from(
        { length: 24 },
        (_, i) =>
          `${String(8 + Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`,
      ),
    );
    expect(html).not.toContain(text.fullyBooked);
  });

  it('tells the guest a chosen day is fully booked and offers no time', () => {
    const html = render('2026-11-22T08:00:00.000Z');
    expect(html).toContain(text.fullyBooked);
    expect(html).not.toContain('<select');
    expect(html).not.toContain(text.noSlots);
  });

  it("shows a day's note as a warning and 'under 60 minutes left' near an interval's end", () => {
    const html = render('2026-11-24T07:35:00.000Z');
    expect(html).toContain('Nur bis Mittag geöffnet');
    expect(html).toContain(text.shortOnTime);
  });

  it("marks the days the server did not offer as 'ausgebucht' and disabled", () => {
    const html = render('2026-11-21T07:30:00.000Z');
    const day = (date: string) => html.match(new RegExp(`<button[^>]*data-date="${date}"[^>]*>`))?.[0] ?? '';
    expect(day('2026-11-23')).toMatch(/aria-disabled="true"/);
    expect(day('2026-11-23')).toMatch(/aria-label="[^"]*, ausgebucht"/);
    expect(day('2026-11-22')).toMatch(/aria-disabled="false"/);
    expect(day('2026-11-19')).toMatch(/aria-disabled="true"/);
  });
});
