import { useFormContext, useWatch } from 'react-hook-form';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { isOnlinePayment } from '../../../../domain/checkout/payment-methods.js';
import type { PaymentMethod } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import type { CheckoutValues } from '../utils/checkout-form.js';
import { errorId, FieldError, RequiredMark, useFieldError } from './form-field.js';

interface PaymentSectionProps {
  offered: readonly PaymentMethod[];
  method: OrderMethod;
}

const text = checkoutDe.payment;

function paymentHint(payment: PaymentMethod, method: OrderMethod): string {
  if (isOnlinePayment(payment)) return text.online;
  switch (method) {
    case 'delivery':
      return text.atDelivery;
    case 'dineIn':
      return text.atTable;
    case 'takeaway':
      return text.atPickup;
  }
}

export function PaymentSection({ offered, method }: PaymentSectionProps) {
  const { register } = useFormContext<CheckoutValues>();
  const chosen = useWatch<CheckoutValues, 'paymentMethod'>({ name: 'paymentMethod' });
  const { message, inputProps } = useFieldError('paymentMethod');
  return (
    <fieldset className="checkout-section" aria-describedby={inputProps['aria-describedby']}>
      <legend className="checkout-section__legend">
        <h2 className="checkout-section__title">
          {checkoutDe.sections.payment}
          <RequiredMark />
        </h2>
      </legend>
      {offered.length === 0 ? (
        <p className="notice notice--warning">{text.none}</p>
      ) : (
        <div className="choice-list">
          {offered.map((payment) => (
            <label key={payment} className="checkbox choice">
              <input
                type="radio"
                value={payment}
                {...register('paymentMethod')}
                aria-invalid={inputProps['aria-invalid']}
              />
              <span>{text.methods[payment]}</span>
            </label>
          ))}
        </div>
      )}
      {offered.includes(chosen) ? <p className="field__hint">{paymentHint(chosen, method)}</p> : null}
      <FieldError id={errorId('paymentMethod')} message={message} />
    </fieldset>
  );
}
