import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-label.js';

describe('the status label of an order in the back office', () => {
  it('says Abgelehnt only when staff refused the order', () => {
    expect(statusLabel({ status: 'rejected', isTimedOut: false })).toBe('Abgelehnt');
    expect(statusLabel({ status: 'rejected', isTimedOut: true })).toBe('Nicht rechtzeitig bestätigt');
    expect(statusLabel({ status: 'pending', isTimedOut: false })).toBe('Neu');
  });
});
