import { describe, expect, it } from 'vitest';
import { deliveryRules } from './delivery-hours.js';
import type { OpeningHoursRule } from './rules.js';

const openingHours: OpeningHoursRule[] = [{ type: 'daily', from: '07:00', to: '18:00', isClosed: false }];
const deliveryHours: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '14:00', isClosed: false }];

describe('deliveryRules', () => {
  it('uses the delivery hours when the branch has them enabled', () => {
    expect(deliveryRules({ openingHours, deliveryHours, isDeliveryHoursEnabled: true })).toBe(deliveryHours);
  });

  it('falls back to the opening hours otherwise', () => {
    expect(deliveryRules({ openingHours, deliveryHours, isDeliveryHoursEnabled: false })).toBe(openingHours);
  });
});
