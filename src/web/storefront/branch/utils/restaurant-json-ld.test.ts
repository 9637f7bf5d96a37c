import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../../../../domain/opening-hours/rules.js';
import { openingHoursSpecification } from './restaurant-json-ld.js';

const day = (
  type: OpeningHoursRule['type'],
  from: string,
  to: string,
  isClosed = false,
): OpeningHoursRule => ({
  type,
  from,
  to,
  isClosed,
});

describe('openingHoursSpecification', () => {
  const rules = [
    day('daily', '07:00', '12:00'),
    day('daily', '14:00', '18:30'),
    day('saturday', '08:00', '24:00'),
    day('sunday', '00:00', '24:00', true),
    { ...day('once', '00:00', '24:00', true), date: '2026-12-25' },
  ];
  const specification = openingHoursSpecification(rules);

  it('lists every shift of the regular week per day', () => {
    expect(specification.filter((entry) => entry.dayOfWeek === 'https://schema.org/Monday')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '07:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '14:00',
        closes: '18:30',
      },
    ]);
  });

  it('lets a weekday’s own rule replace the daily ones and writes midnight as 23:59', () => {
    expect(specification.filter((entry) => entry.dayOfWeek === 'https://schema.org/Saturday')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '08:00',
        closes: '23:59',
      },
    ]);
  });

  it('leaves out closed days and one-off dates', () => {
    expect(specification.some((entry) => entry.dayOfWeek === 'https://schema.org/Sunday')).toBe(false);
    expect(specification).toHaveLength(6 * 2 - 1);
  });
});
