import type { CartItem } from '../../../../domain/cart/cart-item.js';
import { answerFor, isAnswerEmpty, partsOf } from '../../../../domain/cart/part-steps.js';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { activeMenu } from '../../../../domain/catalog/active-menu.js';
import { isProductAvailable } from '../../../../domain/catalog/product-availability.js';
import {
  isOnlinePayment,
  offeredPaymentMethods,
  type PaymentFlags,
  type PaymentPlugins,
} from '../../../../domain/checkout/payment-methods.js';
import { viennaInstant } from '../../../../domain/opening-hours/vienna-time.js';
import type { Menu, Product } from '../../../../domain/schemas/catalog.js';
import { orderFormSchema, type PaymentMethod } from '../../../../domain/schemas/order.js';
import type { PhoneOrderCreate } from '../../../../domain/schemas/staff-order.js';

/** What staff fill in for a phone or counter order; the guest's contact is optional. */
export interface PhoneOrderDraft {
  branchId: number | null;
  method: OrderMethod;
  table: string;
  deliveryArea: number | null;
  paymentMethod: PaymentMethod | null;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zipCode: string;
  city: string;
  comment: string;
}

export const emptyPhoneOrder: PhoneOrderDraft = {
  branchId: null,
  method: 'takeaway',
  table: '',
  deliveryArea: null,
  paymentMethod: null,
  date: '',
  time: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  zipCode: '',
  city: '',
  comment: '',
};

/**
 * The products of the branch's active menu that can be ordered now, in the menu's order, each once:
 * what the storefront's branch page offers a guest at the same moment.
 */
export function orderableProducts(
  menus: readonly Menu[],
  products: readonly Product[],
  branchId: number,
  now: Date,
): Product[] {
  const menu = activeMenu(menus, branchId, now);
  if (menu === undefined) return [];
  const byId = new Map(products.map((product) => [product.id, product]));
  const ids = [
    ...new Set(menu.catalog.categories.flatMap((category) => category.products.map((entry) => entry.id))),
  ];
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product !== undefined && isProductAvailable(product, now) ? [product] : [];
  });
}

/** Paid at the counter, on delivery or at the table: a guest on the phone cannot pay online here. */
export function counterPaymentMethods(branch: PaymentFlags, config: PaymentPlugins): PaymentMethod[] {
  return offeredPaymentMethods(branch, config, null).filter((method) => !isOnlinePayment(method));
}

/** The Vienna date and time as an instant; empty fields mean "as soon as possible". Undefined: not a time. */
export function appointmentOf(date: string, time: string): string | null | undefined {
  if (date === '' && time === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  return viennaInstant(date, time).toISOString();
}

// The guest's legal checkboxes are not part of an order staff enter: the guest ticked neither.
const formDefaults = orderFormSchema.omit({ legalInstructions: true, privacyPolicy: true });

/** The body of `POST /api/orders/phone`: the storefront's order with the fields the method uses. */
export function phoneOrderBody(draft: PhoneOrderDraft, items: readonly CartItem[]): PhoneOrderCreate | null {
  const appointmentDate = appointmentOf(draft.date, draft.time);
  if (draft.branchId === null || draft.paymentMethod === null || appointmentDate === undefined) return null;
  const isDelivery = draft.method === 'delivery';
  return {
    ...formDefaults.parse({}),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    ...(isDelivery
      ? { street: draft.street.trim(), zipCode: draft.zipCode.trim(), city: draft.city.trim() }
      : {}),
    comment: draft.comment.trim(),
    appointmentDate,
    paymentMethod: draft.paymentMethod,
    table: draft.method === 'dineIn' && draft.table !== '' ? draft.table : null,
    deliveryArea: isDelivery ? draft.deliveryArea : null,
    branch: draft.branchId,
    isDelivery,
    isDineIn: draft.method === 'dineIn',
    items: [...items],
  };
}

/** The chosen answers of a cart line, in the product's part order: 'Größe: Kleines Frühstück'. */
export function answerSummary(
  product: Pick<Product, 'type' | 'config'>,
  item: Pick<CartItem, 'parts'>,
): string[] {
  return partsOf(product).flatMap((part) => {
    const answer = answerFor(item.parts, part.name);
    if (answer === undefined || isAnswerEmpty(answer)) return [];
    switch (answer.kind) {
      case 'options':
        return [`${part.name}: ${answer.selected.join(', ')}`];
      case 'text':
        return [`${part.name}: ${answer.text.trim()}`];
      case 'uploads':
        return [];
    }
  });
}
