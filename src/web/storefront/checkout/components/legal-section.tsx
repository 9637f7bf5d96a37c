import { useState } from 'react';
import type { Config } from '../../../../domain/schemas/config.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { RichText } from '../../../ui/rich-text.js';
import { SmartLink } from '../../../ui/smart-link.js';
import { CheckboxField, RequiredMark } from './form-field.js';
import { ModalDialog } from './modal-dialog.js';

type LegalConfig = Pick<
  Config,
  'termsAndConditions' | 'termsAndConditionsText' | 'privacyPolicy' | 'privacyPolicyText'
>;

const text = checkoutDe.legal;

/** The terms and privacy checkboxes, each with its text in an overlay (or the operator's page). */
export function LegalSection({ config }: { config: LegalConfig }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-legal-title">
      <h2 id="checkout-legal-title" className="checkout-section__title">
        {checkoutDe.sections.legal}
      </h2>
      <LegalCheckbox
        name="legalInstructions"
        label={text.terms}
        read={text.readTerms}
        title={text.termsTitle}
        html={config.termsAndConditionsText}
        url={config.termsAndConditions}
      />
      <LegalCheckbox
        name="privacyPolicy"
        label={text.privacy}
        read={text.readPrivacy}
        title={text.privacyTitle}
        html={config.privacyPolicyText}
        url={config.privacyPolicy}
      />
    </section>
  );
}

interface LegalCheckboxProps {
  name: 'legalInstructions' | 'privacyPolicy';
  label: string;
  read: string;
  title: string;
  html: string;
  url: string;
}

function LegalCheckbox({ name, label, read, title, html, url }: LegalCheckboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="legal-item">
      <CheckboxField
        name={name}
        label={
          <>
            {label}
            <RequiredMark />
          </>
        }
      />
      {html.trim() !== '' ? (
        <button type="button" className="link-button legal-item__read" onClick={() => setIsOpen(true)}>
          {read}
        </button>
      ) : url.trim() !== '' ? (
        <SmartLink className="legal-item__read" to={url}>
          {read}
        </SmartLink>
      ) : null}
      {isOpen ? (
        <ModalDialog title={title} className="legal-dialog" onClose={() => setIsOpen(false)}>
          <RichText html={html} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
