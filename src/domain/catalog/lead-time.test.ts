import { describe, expect, it } from 'vitest';
import { earliestCartTime, earliestTime, type LeadTimeFields } from './lead-time.js';

function lead(leadTimeType: LeadTimeFields['leadTimeType'], leadTimeValue: number): LeadTimeFields {
  return { isLeadTimeEnabled: true, leadTimeType, leadTimeValue };
}
const saturday10 = new Date('2026-03-28T10:00:00+01:00');

describe('earliestTime', () => {
  it('is the order time without an enabled lead time', () => {
    expect(earliestTime({ ...lead('days', 2), isLeadTimeEnabled: false }, saturday10)).toEqual(saturday10);
    expect(earliestTime(lead('hours', 0), saturday10)).toEqual(saturday10);
  });

  it('adds minutes and hours as elapsed time', () => {
    expect(earliestTime(lead('minutes', 45), saturday10)).toEqual(new Date('2026-03-28T10:45:00+01:00'));
    // Across the spring-forward night 24 hours later reads 11:00 on the clock.
    expect(earliestTime(lead('hours', 24), saturday10)).toEqual(new Date('2026-03-29T11:00:00+02:00'));
  });

  it('adds days and weeks on the Vienna calendar, keeping the clock time across DST', () => {
    expect(earliestTime(lead('days', 2), saturday10)).toEqual(new Date('2026-03-30T10:00:00+02:00'));
    expect(earliestTime(lead('weeks', 1), new Date('2026-10-24T18:30:00+02:00'))).toEqual(
      new Date('2026-10-31T18:30:00+01:00'),
    );
  });

  it('keeps seconds, so the result is never earlier than the lead time allows', () => {
    expect(earliestTime(lead('days', 1), new Date('2026-06-01T08:15:42.500+02:00'))).toEqual(
      new Date('2026-06-02T08:15:42.500+02:00'),
    );
  });

  it('moves a clock time skipped by the spring change to the first instant after it', () => {
    expect(earliestTime(lead('days', 1), new Date('2026-03-28T02:30:00+01:00'))).toEqual(
      new Date('2026-03-29T03:00:00+02:00'),
    );
  });
});

describe('earliestCartTime', () => {
  it('is the latest earliest time of the items', () => {
    const products = [
      lead('minutes', 30),
      lead('days', 1),
      { ...lead('weeks', 2), isLeadTimeEnabled: false },
    ];
    expect(earliestCartTime(products, saturday10)).toEqual(new Date('2026-03-29T10:00:00+02:00'));
    expect(earliestCartTime([], saturday10)).toEqual(saturday10);
  });
});
