import { describe, expect, it } from 'vitest';
import { laterThan, proposalInstant } from './proposal-time.js';

const now = new Date('2026-07-01T08:02:00.000Z'); // 10:02 in Vienna

describe('the proposed time', () => {
  it('starts after the guest wish, rounded up to five minutes', () => {
    expect(laterThan('2026-07-01T10:00:00.000Z', now, 30)).toEqual({ date: '2026-07-01', time: '12:30' });
    expect(laterThan('2026-07-01T10:01:00.000Z', now, 15)).toEqual({ date: '2026-07-01', time: '12:20' });
  });

  it('counts from now when the guest wants it as soon as possible or the wish has passed', () => {
    expect(laterThan(null, now, 30)).toEqual({ date: '2026-07-01', time: '10:35' });
    expect(laterThan('2026-07-01T06:00:00.000Z', now, 15)).toEqual({ date: '2026-07-01', time: '10:20' });
  });

  it('crosses midnight into the next Vienna day', () => {
    expect(laterThan('2026-07-01T21:50:00.000Z', now, 30)).toEqual({ date: '2026-07-02', time: '00:20' });
  });

  it('turns Vienna fields into an instant with the offset of that day', () => {
    expect(proposalInstant('2026-07-01', '12:30', now)).toBe('2026-07-01T10:30:00.000Z');
    expect(proposalInstant('2026-12-01', '12:30', now)).toBe('2026-12-01T11:30:00.000Z');
  });

  it('refuses a time in the past and fields that are not a time', () => {
    expect(proposalInstant('2026-07-01', '10:00', now)).toBeNull();
    expect(proposalInstant('2026-07-01', '', now)).toBeNull();
    expect(proposalInstant('', '12:00', now)).toBeNull();
    expect(proposalInstant('2026-07-01', '25:00', now)).toBeNull();
  });
});
