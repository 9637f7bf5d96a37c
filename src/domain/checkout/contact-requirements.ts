import type { OrderMethod } from '../cart/order-method.js';
import type { Branch } from '../schemas/branch.js';
import type { OrderForm } from '../schemas/order.js';
import { emailError } from './email.js';
import type { FieldError } from './field-error.js';
import { checkoutMessages } from './messages.js';
import { normalizePhone, phoneError } from './phone.js';

export type RequirementFields = Pick<Branch, 'requirements' | 'isTableSelectionEnabled'>;

export type ContactFields = Pick<
  OrderForm,
  | 'isCompany'
  | 'companyName'
  | 'company'
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'floor'
  | 'stairway'
  | 'door'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'vatNo'
  | 'phone'
  | 'email'
  | 'isDeliveryAddressDifferent'
  | 'isDeliveryCompany'
  | 'deliveryCompanyName'
  | 'deliveryCompany'
  | 'deliveryFirstName'
  | 'deliveryLastName'
  | 'deliveryStreet'
  | 'deliveryFloor'
  | 'deliveryStairway'
  | 'deliveryDoor'
  | 'deliveryZipCode'
  | 'deliveryCity'
  | 'deliveryCountry'
>;

/** Which blocks of the checkout form are shown and what they demand. */
export interface ContactRequirements {
  /** Names, company, phone and e-mail. */
  showContact: boolean;
  isPhoneRequired: boolean;
  isEmailRequired: boolean;
  /** Street, zip code, city and country: shown only when they are required. */
  showAddress: boolean;
  /** The 'different delivery address' checkbox and, when ticked, its form. */
  showDeliveryAddress: boolean;
  showTable: boolean;
  showDeliveryArea: boolean;
}

/**
 * The branch flags per method decide (spec, section 5). At a table whose number the guest picks, the
 * contact block is hidden unless the branch wants an e-mail or phone number: the waiter knows where
 * the guest sits. An order as a company needs the address too, since a company wants its invoice.
 */
export function contactRequirements(
  branch: RequirementFields,
  method: OrderMethod,
  isCompany = false,
): ContactRequirements {
  const flags = branch.requirements[method];
  const showTable = method === 'dineIn' && branch.isTableSelectionEnabled;
  const showContact = !showTable || flags.email || flags.phone;
  return {
    showContact,
    isPhoneRequired: flags.phone,
    isEmailRequired: flags.email,
    showAddress: flags.address || (showContact && isCompany),
    showDeliveryAddress: method === 'delivery',
    showTable,
    showDeliveryArea: method === 'delivery',
  };
}

const addressFields = ['street', 'zipCode', 'city'] as const;
const deliveryAddressFields = ['deliveryStreet', 'deliveryZipCode', 'deliveryCity'] as const;

const requiredMessages = {
  companyName: checkoutMessages.companyName,
  firstName: checkoutMessages.firstName,
  lastName: checkoutMessages.lastName,
  street: checkoutMessages.street,
  zipCode: checkoutMessages.zipCode,
  city: checkoutMessages.city,
  deliveryCompanyName: checkoutMessages.companyName,
  deliveryFirstName: checkoutMessages.firstName,
  deliveryLastName: checkoutMessages.lastName,
  deliveryStreet: checkoutMessages.street,
  deliveryZipCode: checkoutMessages.zipCode,
  deliveryCity: checkoutMessages.city,
} as const satisfies Partial<Record<keyof ContactFields, string>>;
export type RequiredContactField = keyof typeof requiredMessages;

/** The text fields the guest must fill, in the order the form shows them; for asterisks and checks. */
export function requiredContactFields(
  form: Pick<ContactFields, 'isCompany' | 'isDeliveryAddressDifferent' | 'isDeliveryCompany'>,
  branch: RequirementFields,
  method: OrderMethod,
): RequiredContactField[] {
  const shown = contactRequirements(branch, method, form.isCompany);
  const fields: RequiredContactField[] = [];
  if (shown.showContact) {
    if (form.isCompany) fields.push('companyName');
    fields.push('firstName', 'lastName');
  }
  if (shown.showAddress) fields.push(...addressFields);
  if (shown.showDeliveryAddress && form.isDeliveryAddressDifferent) {
    if (form.isDeliveryCompany) fields.push('deliveryCompanyName');
    fields.push('deliveryFirstName', 'deliveryLastName', ...deliveryAddressFields);
  }
  return fields;
}

/** Missing required fields, then phone and e-mail as the branch demands them. */
export function contactErrors(
  form: ContactFields,
  branch: RequirementFields,
  method: OrderMethod,
): FieldError[] {
  const errors: FieldError[] = requiredContactFields(form, branch, method)
    .filter((field) => form[field].trim() === '')
    .map((field) => ({ field, message: requiredMessages[field] }));
  const shown = contactRequirements(branch, method, form.isCompany);
  if (shown.showContact) {
    const phone = phoneError(form.phone, shown.isPhoneRequired);
    if (phone !== null) errors.push({ field: 'phone', message: phone });
    const email = emailError(form.email, shown.isEmailRequired);
    if (email !== null) errors.push({ field: 'email', message: email });
  }
  return errors;
}

const addressRequirements: readonly RequiredContactField[] = [...addressFields, ...deliveryAddressFields];

/**
 * The contact rules when staff enter the order for a guest: who the guest is stays optional (a voice on
 * the phone, somebody at the counter), but what staff type in must be usable, and an address the branch
 * needs (a delivery's destination) is still required: without it the order cannot be brought.
 */
export function staffContactErrors(
  form: ContactFields,
  branch: RequirementFields,
  method: OrderMethod,
): FieldError[] {
  const errors: FieldError[] = requiredContactFields(form, branch, method)
    .filter((field) => addressRequirements.includes(field) && form[field].trim() === '')
    .map((field) => ({ field, message: requiredMessages[field] }));
  if (contactRequirements(branch, method, form.isCompany).showContact) {
    const phone = phoneError(form.phone, false);
    if (phone !== null) errors.push({ field: 'phone', message: phone });
    const email = emailError(form.email, false);
    if (email !== null) errors.push({ field: 'email', message: email });
  }
  return errors;
}

const contactBlock = [
  'isCompany',
  'companyName',
  'company',
  'vatNo',
  'firstName',
  'lastName',
  'phone',
  'email',
] as const;
const addressBlock = ['street', 'floor', 'stairway', 'door', 'zipCode', 'city'] as const;
const deliveryBlock = [
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
] as const;

/**
 * The form as it is kept: what a hidden block holds was neither checked nor seen by the guest, so it is
 * dropped instead of stored; the phone is kept in its normalised form (+436641234567).
 */
export function visibleContact<F extends ContactFields>(
  form: F,
  branch: RequirementFields,
  method: OrderMethod,
): F {
  const shown = contactRequirements(branch, method, form.isCompany);
  const kept: F = { ...form, phone: normalizePhone(form.phone), email: form.email.trim() };
  const blank = (fields: readonly (keyof ContactFields)[]) => {
    for (const field of fields)
      (kept as Record<string, unknown>)[field] = typeof form[field] === 'boolean' ? false : '';
  };
  if (!shown.showContact) blank(contactBlock);
  else if (!form.isCompany) blank(['companyName', 'company', 'vatNo']);
  if (!shown.showAddress) blank(addressBlock);
  if (!shown.showDeliveryAddress || !form.isDeliveryAddressDifferent) {
    blank(deliveryBlock);
    kept.isDeliveryAddressDifferent = false;
    kept.isDeliveryCompany = false;
    kept.deliveryCountry = form.country;
  } else if (!form.isDeliveryCompany) blank(['deliveryCompanyName', 'deliveryCompany']);
  return kept;
}
