import { useId, useState } from 'react';
import { formatMoney } from '../../../../domain/money/format.js';
import type { Donatee } from '../../../../domain/schemas/branch.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { searchDonatees } from '../utils/donatee-search.js';
import { ModalDialog } from './modal-dialog.js';

interface DonateeChooserProps {
  donatees: readonly Donatee[];
  donationAmount: number;
  currency: string;
  value: number | null;
  onChange: (id: number | null) => void;
}

const text = checkoutDe.donation;

/** The optional recipient of the operator's donation, chosen from a searchable list. */
export function DonateeChooser(props: DonateeChooserProps) {
  const { donatees, donationAmount, currency, value, onChange } = props;
  const [isOpen, setIsOpen] = useState(false);
  const chosen = donatees.find((donatee) => donatee.id === value);
  return (
    <section className="checkout-section" aria-labelledby="checkout-donation-title">
      <h2 id="checkout-donation-title" className="checkout-section__title">
        {checkoutDe.sections.donation}
      </h2>
      <p>{t(text.intro, { amount: formatMoney(donationAmount, currency) })}</p>
      <p role="status">{chosen === undefined ? text.none : t(text.chosen, { name: chosen.name })}</p>
      <div className="checkout-actions">
        <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
          {chosen === undefined ? text.choose : text.change}
        </button>
        {chosen === undefined ? null : (
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {text.remove}
          </button>
        )}
      </div>
      {isOpen ? (
        <ModalDialog title={text.title} className="donatee-dialog" onClose={() => setIsOpen(false)}>
          <DonateeSearch
            donatees={donatees}
            onChoose={(id) => {
              onChange(id);
              setIsOpen(false);
            }}
          />
        </ModalDialog>
      ) : null}
    </section>
  );
}

function DonateeSearch({
  donatees,
  onChoose,
}: {
  donatees: readonly Donatee[];
  onChoose: (id: number) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const found = searchDonatees(donatees, term);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {text.search}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <p role="status" className="donatee-results">
        {found.length === 0 ? text.noResult : ''}
      </p>
      {found.length === 0 ? null : (
        <ul className="donatee-list">
          {found.map((donatee) => (
            <li key={donatee.id} className="donatee">
              <h3 className="donatee__name">{donatee.name}</h3>
              {donatee.description === '' ? null : <p>{donatee.description}</p>}
              <button
                type="button"
                className="button button--small"
                aria-label={t(text.select, { name: donatee.name })}
                onClick={() => onChoose(donatee.id)}
              >
                {text.pick}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
