import type { CartItem } from '../../../domain/cart/cart-item.js';
import { answerFor, isAnswerEmpty, partsOf } from '../../../domain/cart/part-steps.js';
import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { checkCheckout } from '../../../domain/checkout/check-checkout.js';
import { contactRequirements, visibleContact } from '../../../domain/checkout/contact-requirements.js';
import { donationAmount } from '../../../domain/checkout/donation.js';
import type { FieldError } from '../../../domain/checkout/field-error.js';
import { checkOrderItems, ORDER_TOTAL_MAX, type OrderLine } from '../../../domain/checkout/order-items.js';
import { isOnlinePayment } from '../../../domain/checkout/payment-methods.js';
import { checkoutMessages } from '../../../domain/checkout/messages.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { CartTotals } from '../../../domain/pricing/cart-totals.js';
import type { DeliveryArea } from '../../../domain/schemas/branch.js';
import type { Product } from '../../../domain/schemas/catalog.js';
import type { OrderCreate, PaymentMethod } from '../../../domain/schemas/order.js';
import type { OrderItemPart } from '../../db/schema/columns.js';
import type { CheckoutFacts } from '../../../domain/checkout/checkout-facts.js';
import { orderMessages } from './messages.js';
import type { NewOrder, NewOrderItem } from './queries.js';

/** An order that passed every rule, priced, ready to be numbered and stored. */
export interface OrderDraft {
  order: Omit<NewOrder, 'uid' | 'hash' | 'ticketNumber'>;
  items: NewOrderItem[];
  isOnlinePayment: boolean;
}

export type PreparedOrder = { ok: true; draft: OrderDraft } | { ok: false; errors: FieldError[] };

function partsSnapshot(product: Product, item: CartItem): OrderItemPart[] {
  return partsOf(product).flatMap((part) => {
    const answer = answerFor(item.parts, part.name);
    if (answer === undefined || isAnswerEmpty(answer)) return [];
    return [
      {
        name: part.name,
        type: part.type,
        options:
          answer.kind === 'options' ? part.options.filter((o) => answer.selected.includes(o.name)) : [],
        text: answer.kind === 'text' ? answer.text.trim() : null,
        uploadIds: answer.kind === 'uploads' ? answer.uploadIds : [],
      },
    ];
  });
}

/** A priced line as the order keeps it: the product as it was sold, the answers, and the prices. */
/** The order's money columns from its priced lines; staff item edits recompute them the same way. */
export function moneyColumns(totals: CartTotals, area: DeliveryArea | null) {
  return {
    itemsGross: totals.itemsGross,
    deliveryFee: totals.deliveryFee,
    deliveryFeeTax: area !== null && totals.deliveryFee > 0 ? area.tax : null,
    totalGross: totals.total,
    totalNet: totals.taxes.reduce((sum, line) => sum + line.net, 0),
    totalTax: totals.taxes.reduce((sum, line) => sum + line.tax, 0),
    taxes: totals.taxes,
  };
}

export function itemRow(line: OrderLine, position: number): NewOrderItem {
  const { product, item } = line;
  return {
    position,
    productId: product.id,
    product: {
      uid: product.uid,
      name: product.name,
      description: product.description,
      type: product.type,
      allergens: product.allergens,
      price: product.price,
      unit: product.unit,
      calculationModel: product.calculationModel,
    },
    amount: item.amount,
    unit: item.unit,
    parts: partsSnapshot(product, item),
    unitPrice: line.unitPrice,
    total: line.total,
    taxRate: line.taxRate,
  };
}

/**
 * Every rule of an order, with the database's facts: the shared checkout rules, the items against the
 * active menu with prices from the catalogue, the donation recipient, and an online payment only where
 * its provider is configured. All failures are collected, each naming its field. An order staff enter
 * for a guest records no acceptance of terms and privacy policy: the guest ticked neither.
 */
export function prepareOrder(input: {
  body: OrderCreate;
  facts: CheckoutFacts;
  now: Date;
  isProviderConfigured: (method: PaymentMethod) => boolean;
  enteredBy: 'guest' | 'staff';
}): PreparedOrder {
  const { body, facts, now, enteredBy } = input;
  if (!facts.branch.isPublic) {
    return { ok: false, errors: [{ field: 'branch', message: orderMessages.branchUnknown }] };
  }
  if (body.isDelivery && body.isDineIn) {
    return { ok: false, errors: [{ field: 'method', message: orderMessages.methodAmbiguous }] };
  }
  const { branch, config } = facts;
  const method: OrderMethod = body.isDelivery ? 'delivery' : body.isDineIn ? 'dineIn' : 'takeaway';
  const area =
    method === 'delivery' ? (branch.deliveryAreas.find((a) => a.id === body.deliveryArea) ?? null) : null;

  const items = checkOrderItems({
    items: body.items,
    menuProducts: facts.menuProducts,
    method,
    deliveryArea: area,
    now,
    currency: config.currency,
  });
  const known = body.items.flatMap((item) => facts.menuProducts.get(item.productId) ?? []);
  const check = checkCheckout(body, {
    branch,
    config,
    method,
    now,
    products: known,
    // Without a valid cart the minimum order value cannot be judged; the items' own errors say why.
    itemsGross: items.ok ? items.totals.itemsGross : ORDER_TOTAL_MAX,
    tables: facts.tables,
    enteredBy,
  });
  const errors = [...check.errors, ...(items.ok ? [] : items.errors)];
  if (isOnlinePayment(body.paymentMethod) && !input.isProviderConfigured(body.paymentMethod)) {
    if (!errors.some((error) => error.field === 'paymentMethod')) {
      errors.push({ field: 'paymentMethod', message: checkoutMessages.paymentMethod });
    }
  }
  const donatee = config.enablePluginDonations ? body.donatee : null;
  if (donatee !== null && !facts.donatees.some((candidate) => candidate.id === donatee)) {
    errors.push({ field: 'donatee', message: orderMessages.donatee });
  }
  if (errors.length > 0 || !items.ok) return { ok: false, errors };

  const form = visibleContact(body, branch, method);
  const appointment = body.appointmentDate === null ? null : new Date(body.appointmentDate);
  const { totals } = items;
  const isOnline = isOnlinePayment(body.paymentMethod);
  return {
    ok: true,
    draft: {
      isOnlinePayment: isOnline,
      items: items.lines.map(itemRow),
      order: {
        branchId: branch.id,
        // The day the order is for: a pre-order for tomorrow joins tomorrow's ticket numbers.
        ticketDate: viennaParts(appointment ?? now).date,
        method,
        isPreorder: check.action === 'preorder',
        isQuotation: check.action === 'quotation',
        appointment,
        tableIdentifier: contactRequirements(branch, method).showTable ? body.table : null,
        isCompany: form.isCompany,
        companyName: form.companyName,
        company: form.company,
        firstName: form.firstName,
        lastName: form.lastName,
        street: form.street,
        floor: form.floor,
        stairway: form.stairway,
        door: form.door,
        zipCode: form.zipCode,
        city: form.city,
        country: form.country,
        vatNo: form.vatNo,
        phone: form.phone,
        email: form.email,
        isDeliveryAddressDifferent: form.isDeliveryAddressDifferent,
        isDeliveryCompany: form.isDeliveryCompany,
        deliveryCompanyName: form.deliveryCompanyName,
        deliveryCompany: form.deliveryCompany,
        deliveryFirstName: form.deliveryFirstName,
        deliveryLastName: form.deliveryLastName,
        deliveryStreet: form.deliveryStreet,
        deliveryFloor: form.deliveryFloor,
        deliveryStairway: form.deliveryStairway,
        deliveryDoor: form.deliveryDoor,
        deliveryZipCode: form.deliveryZipCode,
        deliveryCity: form.deliveryCity,
        deliveryCountry: form.deliveryCountry,
        deliveryAreaId: area?.id ?? null,
        deliveryAreaName: area?.area ?? null,
        comment: body.comment.trim(),
        legalInstructionsAcceptedAt: enteredBy === 'guest' ? now : null,
        privacyPolicyAcceptedAt: enteredBy === 'guest' ? now : null,
        paymentMethod: body.paymentMethod,
        paymentProvider: isOnline ? body.paymentMethod : null,
        ...moneyColumns(totals, area),
        donateeId: donatee,
        donationAmount: donationAmount(config.enablePluginDonations, donatee),
        createdAt: now,
        // Paid at pickup: the branch has it at once; an online order is placed when it is paid.
        placedAt: isOnline ? null : now,
      },
    },
  };
}
