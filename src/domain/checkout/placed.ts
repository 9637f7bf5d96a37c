import { offlinePaymentMethods, type PaymentMethod } from '../schemas/order.js';

/**
 * Whether the branch sees the order (board, notifications): paid at pickup, or paid online. An online
 * order waiting for, or failed in, its payment never reaches the branch.
 */
export function isPlacedForBranch(order: { paymentMethod: PaymentMethod; isPaid: boolean }): boolean {
  return order.isPaid || offlinePaymentMethods.includes(order.paymentMethod);
}
