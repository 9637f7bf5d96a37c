import { escalationStart, type EscalationHours } from '../../../domain/order-status/escalation-clock.js';
import type { PublicOrder } from '../../../domain/schemas/order.js';
import type { OrderItemPart } from '../../db/schema/columns.js';
import type { BranchContact, OrderItemRow, OrderRow } from './queries.js';

function signedPrice(option: OrderItemPart['options'][number]): number {
  return option.modifier === 'subtract' ? -option.value : option.value;
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** The branch's hours ride along where the caller read them; the staff lists need none. */
export type PresentedBranch = BranchContact & Partial<EscalationHours>;

function handledFrom(order: OrderRow, branch: PresentedBranch): string | null {
  const { openingHours, deliveryHours, isDeliveryHoursEnabled } = branch;
  if (order.placedAt === null || openingHours === undefined || deliveryHours === undefined) return null;
  const start = escalationStart(
    { openingHours, deliveryHours, isDeliveryHoursEnabled: isDeliveryHoursEnabled ?? false },
    order.placedAt,
  );
  return start > order.placedAt ? start.toISOString() : null;
}

/** The order as its guest may see it: no e-mail, phone or address goes out through the public link. */
export function presentOrder(
  order: OrderRow,
  branch: PresentedBranch,
  items: readonly OrderItemRow[],
  paymentRedirectUrl: string | null = null,
): PublicOrder {
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: order.ticketNumber,
    createdAt: order.createdAt.toISOString(),
    isPreorder: order.isPreorder,
    isQuotation: order.isQuotation,
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isCompleted: order.isCompleted,
    isDelivered: order.isDelivered,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    isDelivery: order.method === 'delivery',
    isDineIn: order.method === 'dineIn',
    tableIdentifier: order.tableIdentifier,
    paymentMethod: order.paymentMethod,
    appointment: iso(order.appointment),
    appointmentDate: order.ticketDate,
    counterAppointment: iso(order.counterAppointment),
    rejectionMessage: order.rejectionMessage,
    isTimedOut: order.timedOutAt !== null,
    handledFrom: handledFrom(order, branch),
    questionnaireRating: order.questionnaireRating,
    paymentRedirectUrl,
    firstName: order.firstName ?? '',
    lastName: order.lastName ?? '',
    comment: order.comment,
    deliveryAreaName: order.deliveryAreaName,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.product.name,
      amount: item.amount,
      unit: item.unit,
      parts: item.parts.map((part) => ({
        name: part.name,
        options: part.options.map((option) => ({ name: option.name, price: signedPrice(option) })),
        text: part.text,
        uploadIds: part.uploadIds,
      })),
      unitPrice: item.unitPrice,
      total: item.total,
      taxRate: item.taxRate,
    })),
    itemsGross: order.itemsGross,
    deliveryFee: order.deliveryFee,
    totalGross: order.totalGross,
    totalNet: order.totalNet,
    totalTax: order.totalTax,
    taxes: order.taxes,
    donationAmount: order.donationAmount,
    // Named field by field: callers may hold the whole branch (the catalogue's), which must not go out
    // nor be stored with the idempotency key's answer.
    branch: {
      id: branch.id,
      identifier: branch.identifier,
      name: branch.name,
      street: branch.street,
      zipCode: branch.zipCode,
      city: branch.city,
      phone: branch.phone,
      email: branch.email,
    },
  };
}
