import { describe, expect, it } from 'vitest';
import type { StaffAction } from '../../../domain/schemas/staff-order.js';
import { movesOn, visibleActions } from './ticket-actions.js';

const pending: StaffAction[] = ['cancel', 'reject', 'propose-counter-appointment', 'confirm'];

describe('the buttons of a ticket', () => {
  it('come in a fixed order whatever order the server lists them in', () => {
    expect(visibleActions(pending, 'page')).toEqual([
      'confirm',
      'propose-counter-appointment',
      'reject',
      'cancel',
    ]);
    expect(visibleActions(['cancel', 'completed', 'in-delivery'], 'page')).toEqual([
      'in-delivery',
      'completed',
      'cancel',
    ]);
  });

  it('offer one way to say no on a board while the order can still be rejected', () => {
    expect(visibleActions(pending, 'board')).toEqual(['confirm', 'propose-counter-appointment', 'reject']);
    expect(visibleActions(['in-delivery', 'completed', 'cancel'], 'board')).toContain('cancel');
  });

  it('never show an action the server did not allow', () => {
    expect(visibleActions([], 'board')).toEqual([]);
    expect(visibleActions(['completed'], 'page')).toEqual(['completed']);
  });

  it('tell the steps forward from the rest', () => {
    expect(['confirm', 'in-delivery', 'completed'].every((action) => movesOn(action as StaffAction))).toBe(
      true,
    );
    expect(movesOn('reject')).toBe(false);
    expect(movesOn('propose-counter-appointment')).toBe(false);
  });
});
