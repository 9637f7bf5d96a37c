import { describe, expect, it } from 'vitest';
import { minimumOrderMessage } from '../pricing/delivery-notices.js';
import type { OrderForm } from '../schemas/order.js';
import { checkCheckout, type CheckoutContext } from './check-checkout.js';
import { fridayMorning, makeBranch, makeCheckoutConfig, makeForm } from './checkout-fixtures.js';
import { checkoutMessages } from './messages.js';

function context(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    branch: makeBranch(),
    config: makeCheckoutConfig(),
    method: 'takeaway',
    now: fridayMorning,
    products: [],
    itemsGross: 1500,
    tables: ['1', '2', 'Terrasse 1'],
    ...overrides,
  };
}
const fields = (form: OrderForm, ctx: CheckoutContext) => checkCheckout(form, ctx).errors.map((e) => e.field);

describe('checkCheckout', () => {
  it('lets a complete takeaway order through as an order', () => {
    expect(checkCheckout(makeForm(), context())).toEqual({ action: 'order', errors: [] });
  });

  it('reports every failing field in form order', () => {
    const form = makeForm({
      firstName: '',
      email: 'kein-mail',
      appointmentDate: '2026-11-20T06:00:00Z',
      paymentMethod: 'datatrans',
      legalInstructions: false,
      privacyPolicy: false,
    });
    expect(checkCheckout(form, context()).errors).toEqual([
      { field: 'firstName', message: checkoutMessages.firstName },
      { field: 'email', message: checkoutMessages.emailFormat },
      { field: 'appointmentDate', message: checkoutMessages.appointmentPast },
      { field: 'paymentMethod', message: checkoutMessages.paymentMethod },
      { field: 'legalInstructions', message: checkoutMessages.legalInstructions },
      { field: 'privacyPolicy', message: checkoutMessages.privacyPolicy },
    ]);
  });

  it('refuses a method the branch does not offer, and a closed branch without pre-orders', () => {
    const noDelivery = makeBranch({ isDeliveryEnabled: false });
    // Alone: the delivery area and address would only mislead for a method that is not offered.
    expect(checkCheckout(makeForm(), context({ branch: noDelivery, method: 'delivery' })).errors).toEqual([
      { field: 'method', message: checkoutMessages.methodUnavailable },
    ]);
    const closed = context({
      branch: makeBranch({ isPreorderEnabled: false }),
      now: new Date('2026-11-21T04:00:00+01:00'),
    });
    expect(checkCheckout(makeForm(), closed)).toEqual({
      action: null,
      errors: [{ field: 'method', message: 'Derzeit haben wir leider geschlossen.' }],
    });
  });

  it('wants a table of the branch at a table', () => {
    const dineIn = context({ method: 'dineIn' });
    expect(fields(makeForm({ table: null }), dineIn)).toEqual(['table']);
    expect(fields(makeForm({ table: '99' }), dineIn)).toEqual(['table']);
    expect(fields(makeForm({ table: 'Terrasse 1', firstName: '', email: '' }), dineIn)).toEqual([]);
  });

  it('wants a delivery area of the branch and its minimum order value', () => {
    const noon = new Date('2026-11-20T12:00:00+01:00');
    const delivery = makeForm({
      street: 'Marktstraße 1',
      zipCode: '6850',
      city: 'Dornbirn',
      phone: '+436641234567',
      deliveryArea: 11,
    });
    expect(checkCheckout(delivery, context({ method: 'delivery', now: noon }))).toEqual({
      action: 'order',
      errors: [],
    });
    expect(fields({ ...delivery, deliveryArea: 99 }, context({ method: 'delivery', now: noon }))).toEqual([
      'deliveryArea',
    ]);
    expect(
      checkCheckout(delivery, context({ method: 'delivery', now: noon, itemsGross: 1199 })).errors,
    ).toEqual([
      {
        field: 'deliveryArea',
        message: minimumOrderMessage(1200),
      },
    ]);
  });

  it('becomes a pre-order outside the hours and a quotation where required', () => {
    expect(checkCheckout(makeForm(), context({ now: new Date('2026-11-21T04:00:00+01:00') })).action).toBe(
      'preorder',
    );
    const quotation = checkCheckout(
      makeForm({ paymentMethod: 'mollie' }),
      context({ branch: makeBranch({ isQuotationRequired: true }) }),
    );
    expect(quotation).toEqual({
      action: 'quotation',
      errors: [{ field: 'paymentMethod', message: checkoutMessages.paymentMethod }],
    });
  });

  describe('for an order staff enter for a guest', () => {
    const byStaff = (overrides: Partial<CheckoutContext> = {}) =>
      context({ enteredBy: 'staff', ...overrides });
    const anonymous = makeForm({
      firstName: '',
      lastName: '',
      email: '',
      legalInstructions: false,
      privacyPolicy: false,
    });

    it('needs neither the guest’s contact nor the guest’s checkboxes', () => {
      expect(checkCheckout(anonymous, byStaff())).toEqual({ action: 'order', errors: [] });
      expect(fields(anonymous, context())).toEqual([
        'firstName',
        'lastName',
        'email',
        'legalInstructions',
        'privacyPolicy',
      ]);
    });

    it('still wants a usable phone number or e-mail when one is given, and the address of a delivery', () => {
      expect(fields({ ...anonymous, phone: '12', email: 'kein-mail' }, byStaff())).toEqual([
        'phone',
        'email',
      ]);
      const noon = new Date('2026-11-20T12:00:00+01:00');
      const delivery = { ...anonymous, deliveryArea: 11 };
      expect(fields(delivery, byStaff({ method: 'delivery', now: noon }))).toEqual([
        'street',
        'zipCode',
        'city',
      ]);
      expect(
        fields(
          {
            ...delivery,
            isDeliveryAddressDifferent: true,
            street: 'Marktstraße 1',
            zipCode: '6850',
            city: 'Dornbirn',
          },
          byStaff({ method: 'delivery', now: noon }),
        ),
      ).toEqual(['deliveryStreet', 'deliveryZipCode', 'deliveryCity']);
    });

    it('refuses an online payment with its own message, even where the shop offers it', () => {
      expect(checkCheckout({ ...anonymous, paymentMethod: 'mollie' }, byStaff()).errors).toEqual([
        { field: 'paymentMethod', message: checkoutMessages.onlinePaymentByStaff },
      ]);
      expect(fields({ ...anonymous, paymentMethod: 'hydro-ag-voucher' }, byStaff())).toEqual([
        'paymentMethod',
      ]);
    });
  });
});
