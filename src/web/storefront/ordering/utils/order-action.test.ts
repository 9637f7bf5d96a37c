import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../../../../domain/opening-hours/rules.js';
import { viennaInstant } from '../../../../domain/opening-hours/vienna-time.js';
import { orderAction, type OrderActionFields } from './order-action.js';

const daily = (from: string, to: string): OpeningHoursRule => ({ type: 'daily', from, to, isClosed: false });

const branch: OrderActionFields = {
  openingHours: [daily('07:00', '19:00')],
  deliveryHours: [daily('11:00', '14:00')],
  isDeliveryHoursEnabled: true,
  isQuotationRequired: false,
  isPreorderEnabled: true,
};
// A Wednesday in Vienna.
const morning = viennaInstant('2025-03-12', '09:00');
const lunch = viennaInstant('2025-03-12', '12:00');
const night = viennaInstant('2025-03-12', '22:00');

describe('orderAction', () => {
  it('asks for a quotation whenever the branch requires one', () => {
    expect(orderAction({ ...branch, isQuotationRequired: true }, 'takeaway', false, night)).toBe('quotation');
  });

  it('orders while the branch is open', () => {
    expect(orderAction(branch, 'takeaway', false, morning)).toBe('order');
    expect(orderAction(branch, 'dineIn', false, morning)).toBe('order');
  });

  it('orders delivery only within delivery hours and with an area', () => {
    expect(orderAction(branch, 'delivery', true, lunch)).toBe('order');
    expect(orderAction(branch, 'delivery', true, morning)).toBe('preorder');
    expect(orderAction(branch, 'delivery', false, lunch)).toBe('preorder');
  });

  it('uses the opening hours for delivery when the branch has no delivery hours of its own', () => {
    expect(orderAction({ ...branch, isDeliveryHoursEnabled: false }, 'delivery', true, morning)).toBe(
      'order',
    );
  });

  it('pre-orders while closed if the branch takes pre-orders, else offers nothing', () => {
    expect(orderAction(branch, 'takeaway', false, night)).toBe('preorder');
    expect(orderAction({ ...branch, isPreorderEnabled: false }, 'takeaway', false, night)).toBeNull();
  });
});
