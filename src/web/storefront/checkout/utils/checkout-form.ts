import type { CartEntry } from '../../../../domain/cart/cart-state.js';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { contactRequirements, visibleContact } from '../../../../domain/checkout/contact-requirements.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { orderFormSchema, type OrderCreate, type OrderForm } from '../../../../domain/schemas/order.js';

/** The checkout form: the order form of the contract plus the method, which the cart keeps. */
export type CheckoutValues = OrderForm & { method: OrderMethod };
export type CheckoutField = keyof CheckoutValues;

/** What the form shows before the guest types, all fields at their contract defaults. */
export const blankOrderForm: OrderForm = orderFormSchema.parse({});

/** The contact and address part, which is kept for the tab so a failed payment does not lose it. */
export const rememberedFields = [
  'isCompany',
  'companyName',
  'company',
  'vatNo',
  'firstName',
  'lastName',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'phone',
  'email',
  'isDeliveryAddressDifferent',
  'isDeliveryCompany',
  'deliveryCompanyName',
  'deliveryCompany',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'paymentMethod',
] as const satisfies readonly (keyof OrderForm)[];
export type RememberedFields = Pick<OrderForm, (typeof rememberedFields)[number]>;

const rememberedSchema = orderFormSchema.pick(
  Object.fromEntries(rememberedFields.map((field) => [field, true])) as Record<
    (typeof rememberedFields)[number],
    true
  >,
);

/** What the tab kept; anything that does not fit the contract any more is dropped, not trusted. */
export function readRemembered(stored: unknown): Partial<RememberedFields> {
  const parsed = rememberedSchema.partial().safeParse(stored);
  return parsed.success ? parsed.data : {};
}

export function pickRemembered(values: CheckoutValues): RememberedFields {
  return Object.fromEntries(rememberedFields.map((field) => [field, values[field]])) as RememberedFields;
}

interface PayloadContext {
  branch: Pick<Branch, 'id' | 'requirements' | 'isTableSelectionEnabled'>;
  items: readonly CartEntry[];
  /** Whether the donation chooser is shown; a hidden choice is not sent. */
  hasDonations: boolean;
}

/**
 * The body of POST /api/orders. Fields of blocks the guest does not see are sent empty (the contact
 * rules say which), the phone in its normalised form, and the items without the cart's snapshots:
 * the server prices them from the catalogue.
 */
export function orderPayload(values: CheckoutValues, ctx: PayloadContext): OrderCreate {
  const { method, ...form } = values;
  const shown = contactRequirements(ctx.branch, method, form.isCompany);
  return {
    ...visibleContact(form, ctx.branch, method),
    deliveryArea: shown.showDeliveryArea ? form.deliveryArea : null,
    table: shown.showTable ? form.table : null,
    donatee: ctx.hasDonations ? form.donatee : null,
    branch: ctx.branch.id,
    isDelivery: method === 'delivery',
    isDineIn: method === 'dineIn',
    items: ctx.items.map((entry) => ({
      productId: entry.productId,
      amount: entry.amount,
      unit: entry.unit,
      parts: entry.parts,
    })),
  };
}
