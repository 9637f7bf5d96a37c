import { describe, expect, it } from 'vitest';
import { fridayMorning, makeBranch } from './checkout-fixtures.js';
import { closedMessage, submitAction } from './submit-action.js';

const night = new Date('2026-11-21T04:00:00+01:00');

describe('submitAction', () => {
  it('asks for a quotation whenever the branch requires one', () => {
    expect(submitAction(makeBranch({ isQuotationRequired: true }), 'takeaway', false, night)).toBe(
      'quotation',
    );
  });

  it('orders while open, also delivery once delivery hours run', () => {
    expect(submitAction(makeBranch(), 'takeaway', false, fridayMorning)).toBe('order');
    const noon = new Date('2026-11-20T12:00:00+01:00');
    expect(submitAction(makeBranch(), 'delivery', true, noon)).toBe('order');
  });

  it('pre-orders while closed, or before delivery starts, when the branch takes pre-orders', () => {
    expect(submitAction(makeBranch(), 'takeaway', false, night)).toBe('preorder');
    expect(submitAction(makeBranch(), 'delivery', true, fridayMorning)).toBe('preorder');
    expect(submitAction(makeBranch(), 'delivery', false, new Date('2026-11-20T12:00:00+01:00'))).toBe(
      'preorder',
    );
  });

  it('offers nothing while closed without pre-orders, with the spec texts', () => {
    expect(submitAction(makeBranch({ isPreorderEnabled: false }), 'takeaway', false, night)).toBeNull();
    expect(closedMessage('takeaway')).toBe('Derzeit haben wir leider geschlossen.');
    expect(closedMessage('delivery')).toBe('Derzeit bieten wir leider keine Lieferung an.');
  });
});
