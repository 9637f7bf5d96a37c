import { useWatch } from 'react-hook-form';
import type {
  ContactRequirements,
  RequiredContactField,
} from '../../../../domain/checkout/contact-requirements.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import type { CheckoutValues } from '../utils/checkout-form.js';
import { AddressFields } from './address-fields.js';
import { CheckboxField, TextField } from './form-field.js';

interface AddressSectionProps {
  shown: ContactRequirements;
  required: readonly RequiredContactField[];
}

const text = checkoutDe.fields;

/** The guest's address where it is needed, and for delivery the choice of another delivery address. */
export function AddressSection({ shown, required }: AddressSectionProps) {
  const [isDifferent, isDeliveryCompany] = useWatch<
    CheckoutValues,
    ['isDeliveryAddressDifferent', 'isDeliveryCompany']
  >({ name: ['isDeliveryAddressDifferent', 'isDeliveryCompany'] });
  if (!shown.showAddress && !shown.showDeliveryAddress) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout-section__title">
        {checkoutDe.sections.address}
      </h2>
      <div className="checkout-section__fields">
        {shown.showAddress ? <AddressFields of="main" required={required} /> : null}
        {shown.showDeliveryAddress ? (
          <CheckboxField name="isDeliveryAddressDifferent" label={text.isDeliveryAddressDifferent} />
        ) : null}
        {shown.showDeliveryAddress && isDifferent ? (
          <fieldset className="checkout-subsection">
            <legend className="checkout-subsection__legend">{checkoutDe.sections.deliveryAddress}</legend>
            <CheckboxField name="isDeliveryCompany" label={text.isDeliveryCompany} />
            {isDeliveryCompany ? (
              <div className="field-row">
                <TextField
                  name="deliveryCompanyName"
                  label={text.companyName}
                  isRequired={required.includes('deliveryCompanyName')}
                  autoComplete="shipping organization"
                />
                <TextField name="deliveryCompany" label={text.company} />
              </div>
            ) : null}
            <div className="field-row">
              <TextField
                name="deliveryFirstName"
                label={text.firstName}
                isRequired={required.includes('deliveryFirstName')}
                autoComplete="shipping given-name"
              />
              <TextField
                name="deliveryLastName"
                label={text.lastName}
                isRequired={required.includes('deliveryLastName')}
                autoComplete="shipping family-name"
              />
            </div>
            <AddressFields of="delivery" required={required} />
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}
