import { useWatch } from 'react-hook-form';
import type {
  ContactRequirements,
  RequiredContactField,
} from '../../../../domain/checkout/contact-requirements.js';
import { filterPhoneInput, normalizePhone } from '../../../../domain/checkout/phone.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import type { CheckoutValues } from '../utils/checkout-form.js';
import { CheckboxField, TextField } from './form-field.js';

interface ContactSectionProps {
  shown: ContactRequirements;
  required: readonly RequiredContactField[];
}

const text = checkoutDe.fields;

export function ContactSection({ shown, required }: ContactSectionProps) {
  const isCompany = useWatch<CheckoutValues, 'isCompany'>({ name: 'isCompany' });
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout-section__title">
        {checkoutDe.sections.contact}
      </h2>
      <div className="checkout-section__fields">
        <CheckboxField name="isCompany" label={text.isCompany} />
        {isCompany ? (
          <div className="field-row">
            <TextField
              name="companyName"
              label={text.companyName}
              isRequired={required.includes('companyName')}
              autoComplete="organization"
            />
            <TextField name="company" label={text.company} />
            <TextField name="vatNo" label={text.vatNo} />
          </div>
        ) : null}
        <div className="field-row">
          <TextField
            name="firstName"
            label={text.firstName}
            isRequired={required.includes('firstName')}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={text.lastName}
            isRequired={required.includes('lastName')}
            autoComplete="family-name"
          />
        </div>
        <div className="field-row">
          <TextField
            name="phone"
            label={text.phone}
            isRequired={shown.isPhoneRequired}
            hint={text.phoneHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            filter={filterPhoneInput}
            normalize={normalizePhone}
          />
          <TextField
            name="email"
            label={text.email}
            isRequired={shown.isEmailRequired}
            type="email"
            autoComplete="email"
          />
        </div>
      </div>
    </section>
  );
}
