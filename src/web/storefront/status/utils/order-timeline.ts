import { isOnlinePayment } from '../../../../domain/checkout/payment-methods.js';
import type { PublicOrder } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { viennaDateAndTime } from './order-dates.js';

export type TimelineOrder = Pick<
  PublicOrder,
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isCompleted'
  | 'isDelivered'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isPaid'
  | 'isRefunded'
  | 'isDelivery'
  | 'isDineIn'
  | 'isQuotation'
  | 'paymentMethod'
  | 'isTimedOut'
  | 'handledFrom'
>;

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: 'payment' | 'waiting' | 'confirmed' | 'inDelivery' | 'completed';
  label: string;
  /** A sentence under the current step, where the label alone leaves the guest wondering. */
  detail?: string;
  state: StepState;
}

const steps = checkoutDe.status.steps;

/** Nothing can happen to the order any more, so the status page stops asking (spec, section 4). */
export function isSettled(
  order: Pick<PublicOrder, 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>,
): boolean {
  return order.isCompleted || order.isRejected || order.isCanceled || order.isFailed;
}

export function isCanceled(order: Pick<PublicOrder, 'isRejected' | 'isCanceled'>): boolean {
  return order.isRejected || order.isCanceled;
}

/** An online payment that has neither arrived nor failed: the provider is still deciding. */
export function isAwaitingPayment(
  order: Pick<PublicOrder, 'paymentMethod' | 'isPaid' | 'isFailed'>,
): boolean {
  return isOnlinePayment(order.paymentMethod) && !order.isPaid && !order.isFailed;
}

export function statusHeading(order: TimelineOrder): string {
  if (order.isFailed) return checkoutDe.status.paymentFailed;
  if (isCanceled(order)) return checkoutDe.status.canceled;
  return order.isQuotation ? checkoutDe.status.thanksQuotation : checkoutDe.status.thanks;
}

/** What ended the order: a timeout is named as one, never as the branch's refusal (ADR 044). */
export function endingText(order: Pick<PublicOrder, 'isTimedOut'>): string {
  return order.isTimedOut ? steps.timedOut : steps.canceled;
}

/** An order placed while the branch was closed waits for the opening; the guest learns when that is. */
function waitingDetail(order: TimelineOrder): string {
  return order.handledFrom === null
    ? steps.waitingText
    : t(steps.waitingFrom, viennaDateAndTime(order.handledFrom));
}

function inDeliveryLabel(order: TimelineOrder): string {
  if (order.isDelivery) return steps.inDelivery;
  return order.isDineIn ? steps.served : steps.readyForPickup;
}

function completedLabel(order: TimelineOrder): string {
  return order.isDelivery && (order.isDelivered || !order.isCompleted) ? steps.delivered : steps.completed;
}

/**
 * The way of the order as the guest sees it (spec, section 4): for online payments first the payment,
 * then waiting for confirmation, confirmed and being prepared, being delivered or ready for pickup,
 * completed. A cancelled or failed order has no way ahead; the page says so instead.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  if (isCanceled(order) || order.isFailed) return [];
  const awaitingPayment = isAwaitingPayment(order);
  const isDone = order.isCompleted || order.isDelivered;
  const reached = awaitingPayment
    ? 'payment'
    : isDone
      ? 'completed'
      : order.isInDelivery
        ? 'inDelivery'
        : order.isConfirmed
          ? 'confirmed'
          : 'waiting';
  const all: Omit<TimelineStep, 'state'>[] = [
    ...(isOnlinePayment(order.paymentMethod)
      ? [
          awaitingPayment
            ? { key: 'payment' as const, label: steps.awaitingPayment, detail: steps.paymentChecking }
            : { key: 'payment' as const, label: order.isRefunded ? steps.refunded : steps.paid },
        ]
      : []),
    { key: 'waiting', label: steps.waiting, detail: waitingDetail(order) },
    { key: 'confirmed', label: steps.confirmed },
    { key: 'inDelivery', label: inDeliveryLabel(order) },
    { key: 'completed', label: completedLabel(order) },
  ];
  const current = all.findIndex((step) => step.key === reached);
  return all.map((step, index) => {
    const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    return state === 'current' ? { ...step, state } : { key: step.key, label: step.label, state };
  });
}
