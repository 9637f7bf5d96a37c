import type { StaffAction } from '../../../domain/schemas/staff-order.js';

/** The order the buttons appear in: moving the order on first, turning it down last. */
const buttonOrder: readonly StaffAction[] = [
  'confirm',
  'in-delivery',
  'completed',
  'propose-counter-appointment',
  'reject',
  'cancel',
];

/** The actions that take the order a step further, as opposed to changing its time or turning it down. */
export const movesOn = (action: StaffAction): boolean =>
  action === 'confirm' || action === 'in-delivery' || action === 'completed';

/**
 * The buttons for an order, in a fixed order. On a board an order that can still be turned down with
 * a message is not also offered 'Stornieren': one way to say no is enough at the counter. The order's
 * own page offers every action the status machine allows.
 */
export function visibleActions(allowed: readonly StaffAction[], variant: 'board' | 'page'): StaffAction[] {
  const actions = buttonOrder.filter((action) => allowed.includes(action));
  if (variant === 'page' || !actions.includes('reject')) return actions;
  return actions.filter((action) => action !== 'cancel');
}
