import { useId } from 'react';
import type { OrderMethod } from '../../../../domain/cart/order-method.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { ordersDe } from '../../../i18n/orders.js';
import type { PhoneOrderDraft } from '../utils/phone-order.js';

const text = ordersDe.phone;

type ContactField = 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'zipCode' | 'city';
const addressFields: readonly ContactField[] = ['street', 'zipCode', 'city'];

function fieldsFor(method: OrderMethod): (readonly [ContactField, string, 'text' | 'tel' | 'email'])[] {
  return [
    ['firstName', checkoutDe.fields.firstName, 'text'],
    ['lastName', checkoutDe.fields.lastName, 'text'],
    ['phone', checkoutDe.fields.phone, 'tel'],
    ['email', checkoutDe.fields.email, 'email'],
    // Where a delivery goes is the one thing the guest must tell.
    ...(method === 'delivery'
      ? ([
          ['street', checkoutDe.fields.street, 'text'],
          ['zipCode', checkoutDe.fields.zipCode, 'text'],
          ['city', checkoutDe.fields.city, 'text'],
        ] as const)
      : []),
  ];
}

/** Who the guest is, as far as they tell, and the order's comment. */
export function PhoneOrderContact({
  draft,
  onChange,
}: {
  draft: PhoneOrderDraft;
  onChange: (field: ContactField | 'comment', value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="bo-fieldset bo-phone__contact">
      <legend className="field__label">{text.contact}</legend>
      <div className="bo-form__fields">
        {fieldsFor(draft.method).map(([field, label, type]) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`${id}-${field}`}>
              {label}
            </label>
            <input
              id={`${id}-${field}`}
              className="field__input"
              type={type}
              maxLength={200}
              required={addressFields.includes(field)}
              value={draft[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        ))}
        <div className="field bo-form__wide">
          <label className="field__label" htmlFor={`${id}-comment`}>
            {text.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__input"
            rows={2}
            maxLength={2000}
            value={draft.comment}
            onChange={(event) => onChange('comment', event.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
