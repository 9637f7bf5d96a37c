import { isMethodSupported, type MethodFlags } from '../cart/default-method.js';
import type { OrderMethod } from '../cart/order-method.js';
import type { LeadTimeFields } from '../catalog/lead-time.js';
import { missingForMinimum } from '../pricing/delivery-fee.js';
import { minimumOrderMessage } from '../pricing/delivery-notices.js';
import type { Branch } from '../schemas/branch.js';
import type { Config } from '../schemas/config.js';
import type { OrderForm } from '../schemas/order.js';
import { appointmentError, type AppointmentBranch } from './appointment.js';
import {
  contactErrors,
  contactRequirements,
  staffContactErrors,
  type RequirementFields,
} from './contact-requirements.js';
import type { FieldError } from './field-error.js';
import { legalErrors } from './legal.js';
import { checkoutMessages } from './messages.js';
import {
  isOnlinePayment,
  offeredPaymentMethods,
  type PaymentFlags,
  type PaymentPlugins,
} from './payment-methods.js';
import { closedMessage, submitAction, type SubmitAction, type SubmitActionFields } from './submit-action.js';

export type CheckoutBranch = MethodFlags &
  RequirementFields &
  AppointmentBranch &
  SubmitActionFields &
  PaymentFlags &
  Pick<Branch, 'deliveryAreas'>;

export type CheckoutConfig = PaymentPlugins & Pick<Config, 'restrictedAppointmentDays' | 'currency'>;

export interface CheckoutContext {
  branch: CheckoutBranch;
  config: CheckoutConfig;
  method: OrderMethod;
  now: Date;
  /** The lead-time fields of the products in the cart. */
  products: readonly LeadTimeFields[];
  /** The items' gross in cents, for the delivery area's minimum order value. */
  itemsGross: number;
  /** The identifiers of the branch's tables. */
  tables: readonly string[];
  /**
   * Who fills in the form: the guest in the storefront, or staff taking the guest's order on the phone
   * or at the counter. Undefined means the guest.
   */
  enteredBy?: 'guest' | 'staff';
}

export interface CheckoutCheck {
  /** What the order becomes; null when the branch takes nothing now. */
  action: SubmitAction | null;
  /** In the order the form shows the fields; empty when the order may be sent. */
  errors: FieldError[];
}

/**
 * Every checkout rule that needs no database, in one place for the form and the server: method and
 * opening, table, delivery area and minimum order value, contact and address, appointment, payment
 * method and the legal checkboxes. An order staff enter for a guest follows the same rules except
 * three: the guest's contact is optional, nobody ticks the guest's legal checkboxes on the guest's
 * behalf, and it is paid in the shop, since nobody can pay online for a voice on the phone.
 */
export function checkCheckout(form: OrderForm, ctx: CheckoutContext): CheckoutCheck {
  const { branch, method, now } = ctx;
  const errors: FieldError[] = [];
  // A missing area is its own error below; it must not also read as "closed".
  const action = submitAction(branch, method, true, now);
  if (!isMethodSupported(branch, method)) {
    // Every other rule depends on the method; judged against one the branch lacks they would mislead.
    return { action, errors: [{ field: 'method', message: checkoutMessages.methodUnavailable }] };
  }
  if (action === null) {
    errors.push({ field: 'method', message: closedMessage(method) });
  }

  const shown = contactRequirements(branch, method, form.isCompany);
  if (shown.showTable && (form.table === null || !ctx.tables.includes(form.table))) {
    errors.push({ field: 'table', message: checkoutMessages.table });
  }
  if (shown.showDeliveryArea) {
    const area = branch.deliveryAreas.find((candidate) => candidate.id === form.deliveryArea);
    if (area === undefined) {
      errors.push({ field: 'deliveryArea', message: checkoutMessages.deliveryArea });
    } else if (area.minimumOrderValue !== null && missingForMinimum(area, ctx.itemsGross) > 0) {
      errors.push({
        field: 'deliveryArea',
        message: minimumOrderMessage(area.minimumOrderValue, ctx.config.currency),
      });
    }
  }

  const byStaff = ctx.enteredBy === 'staff';
  errors.push(...(byStaff ? staffContactErrors(form, branch, method) : contactErrors(form, branch, method)));

  const appointment = form.appointmentDate === null ? null : new Date(form.appointmentDate);
  const appointmentMessage = appointmentError(appointment, {
    branch,
    method,
    now,
    products: ctx.products,
    restrictedDays: ctx.config.restrictedAppointmentDays,
  });
  if (appointmentMessage !== null) errors.push({ field: 'appointmentDate', message: appointmentMessage });

  if (byStaff && isOnlinePayment(form.paymentMethod)) {
    errors.push({ field: 'paymentMethod', message: checkoutMessages.onlinePaymentByStaff });
  } else if (!offeredPaymentMethods(branch, ctx.config, action).includes(form.paymentMethod)) {
    errors.push({ field: 'paymentMethod', message: checkoutMessages.paymentMethod });
  }
  if (!byStaff) errors.push(...legalErrors(form));
  return { action, errors };
}
