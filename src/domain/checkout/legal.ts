import type { OrderForm } from '../schemas/order.js';
import type { FieldError } from './field-error.js';
import { checkoutMessages } from './messages.js';

/** Both checkboxes must be ticked; the server enforces it and names the field (spec, section 5). */
export function legalErrors(form: Pick<OrderForm, 'legalInstructions' | 'privacyPolicy'>): FieldError[] {
  const errors: FieldError[] = [];
  if (!form.legalInstructions) {
    errors.push({ field: 'legalInstructions', message: checkoutMessages.legalInstructions });
  }
  if (!form.privacyPolicy) errors.push({ field: 'privacyPolicy', message: checkoutMessages.privacyPolicy });
  return errors;
}
