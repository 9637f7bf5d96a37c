import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../../domain/checkout/messages.js';
import { isCheckoutField, toFieldErrors } from './checkout-resolver.js';

describe('the form errors', () => {
  it('keep the first message per field and only fields of the form', () => {
    const errors = toFieldErrors([
      { field: 'firstName', message: checkoutMessages.firstName },
      { field: 'deliveryArea', message: checkoutMessages.deliveryArea },
      { field: 'deliveryArea', message: 'Zweite Meldung' },
      { field: 'items', message: 'Ein Produkt ist nicht mehr verfügbar.' },
    ]);
    expect(Object.keys(errors)).toEqual(['firstName', 'deliveryArea']);
    expect(errors.deliveryArea?.message).toBe(checkoutMessages.deliveryArea);
  });

  it('know the method and the order form fields, not the item list', () => {
    expect(isCheckoutField('method')).toBe(true);
    expect(isCheckoutField('privacyPolicy')).toBe(true);
    expect(isCheckoutField('items')).toBe(false);
    expect(isCheckoutField(undefined)).toBe(false);
  });
});
