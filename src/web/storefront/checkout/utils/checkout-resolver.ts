import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkCheckout, type CheckoutContext } from '../../../../domain/checkout/check-checkout.js';
import type { FieldError } from '../../../../domain/checkout/field-error.js';
import { blankOrderForm, type CheckoutField, type CheckoutValues } from './checkout-form.js';

export type CheckoutRules = Omit<CheckoutContext, 'method' | 'now'>;

const checkoutFields = new Set<string>([...Object.keys(blankOrderForm), 'method']);

export function isCheckoutField(field: string | undefined): field is CheckoutField {
  return field !== undefined && checkoutFields.has(field);
}

/** The first message per field, in the form's order, as react-hook-form keeps errors. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors<CheckoutValues> {
  const result: FieldErrors<CheckoutValues> = {};
  for (const { field, message } of errors) {
    if (isCheckoutField(field) && result[field] === undefined) result[field] = { type: 'rule', message };
  }
  return result;
}

/**
 * The form runs the same checkout rules as the server (src/domain/checkout), at the moment of the check:
 * a time that was fine when the page was drawn may have passed since.
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutRules> = (values, rules) => {
  if (rules === undefined) throw new Error('The checkout form needs its rules as the resolver context');
  const { method, ...form } = values;
  const { errors } = checkCheckout(form, { ...rules, method, now: new Date(Date.now()) });
  return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(errors) };
};
