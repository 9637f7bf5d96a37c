import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../opening-hours/rules.js';
import { isProductAvailable, productVisibility, type AvailabilityFields } from './product-availability.js';

// A Friday morning in Vienna (CET).
const friday0930 = new Date('2026-11-20T09:30:00+01:00');
const friday1500 = new Date('2026-11-20T15:00:00+01:00');
const lunch: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '14:00', isClosed: false }];

function product(overrides: Partial<AvailabilityFields> = {}): AvailabilityFields {
  return { isEnabled: true, schedule: null, isVisibleWhenUnavailable: false, ...overrides };
}

describe('isProductAvailable', () => {
  it('is available when enabled without a schedule', () => {
    expect(isProductAvailable(product(), friday0930)).toBe(true);
    expect(isProductAvailable(product({ schedule: [] }), friday0930)).toBe(true);
  });

  it('is never available when disabled, whatever the schedule', () => {
    expect(isProductAvailable(product({ isEnabled: false }), friday0930)).toBe(false);
  });

  it('follows the schedule in Vienna time', () => {
    expect(isProductAvailable(product({ schedule: lunch }), friday0930)).toBe(false);
    expect(isProductAvailable(product({ schedule: lunch }), new Date('2026-11-20T12:00:00+01:00'))).toBe(
      true,
    );
    expect(isProductAvailable(product({ schedule: lunch }), friday1500)).toBe(false);
  });

  it('honours a closed weekday in the schedule', () => {
    const notOnFriday: OpeningHoursRule[] = [
      { type: 'daily', from: '06:00', to: '18:00', isClosed: false },
      { type: 'friday', from: '00:00', to: '24:00', isClosed: true },
    ];
    expect(isProductAvailable(product({ schedule: notOnFriday }), friday0930)).toBe(false);
    expect(
      isProductAvailable(product({ schedule: notOnFriday }), new Date('2026-11-21T09:30:00+01:00')),
    ).toBe(true);
  });
});

describe('productVisibility', () => {
  it('shows available products', () => {
    expect(productVisibility(product(), friday0930)).toBe('available');
  });

  it('greys out unavailable products only when they should stay visible', () => {
    expect(productVisibility(product({ schedule: lunch, isVisibleWhenUnavailable: true }), friday0930)).toBe(
      'unavailable',
    );
    expect(productVisibility(product({ schedule: lunch }), friday0930)).toBe('hidden');
    expect(productVisibility(product({ isEnabled: false, isVisibleWhenUnavailable: true }), friday0930)).toBe(
      'unavailable',
    );
  });
});
