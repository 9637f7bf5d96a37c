import { useState } from 'react';
import { amountOf, withVariant, type BreakfastConfig } from '../../../../domain/requests/breakfast-steps.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';
import { imageUrl } from '../../../lib/image-url.js';
import { RichText } from '../../../ui/rich-text.js';
import { ModalDialog } from '../../checkout/components/modal-dialog.js';
import type { BreakfastVariant } from './breakfast-block.js';

const text = requestsDe.breakfast;

/**
 * Per person a variant: a dropdown on phones, buttons (radio buttons, one tab stop per person) on larger
 * screens; the stylesheet shows one of the two. Variants with a description have an info button.
 */
export function VariantsStep(props: {
  variants: readonly BreakfastVariant[];
  config: BreakfastConfig;
  onChange: (config: BreakfastConfig) => void;
}) {
  const { variants, config, onChange } = props;
  const [info, setInfo] = useState<BreakfastVariant | null>(null);
  const described = variants.filter((variant) => variant.description !== '');
  const people = Object.entries(config).flatMap(([group, value]) =>
    Array.from({ length: amountOf(value) }, (_, index) => ({
      group,
      person: index + 1,
      chosen: value.people[String(index + 1)] ?? '',
    })),
  );
  return (
    <>
      {described.length > 0 ? (
        <ul className="breakfast-variants__info">
          {described.map((variant) => (
            <li key={variant.text}>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setInfo(variant)}
              >
                {t(text.info, { variant: variant.text })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="breakfast-people">
        {people.map(({ group, person, chosen }) => {
          const label = `${t(text.person, { n: person })} (${group})`;
          const name = `variant-${group}-${person}`;
          const choose = (variant: string) => onChange(withVariant(config, group, person, variant));
          return (
            <li key={name} className="breakfast-people__person">
              <div className="field breakfast-people__select">
                <label className="field__label" htmlFor={`${name}-select`}>
                  {label}
                </label>
                <select
                  id={`${name}-select`}
                  className="field__input"
                  value={chosen}
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value="">{text.chooseVariant}</option>
                  {variants.map((variant) => (
                    <option key={variant.text} value={variant.text}>
                      {variant.text}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="breakfast-people__buttons">
                <legend className="field__label">{label}</legend>
                <div className="breakfast-people__choices">
                  {variants.map((variant) => (
                    <label key={variant.text} className="choice-button">
                      <input
                        type="radio"
                        name={name}
                        value={variant.text}
                        checked={chosen === variant.text}
                        onChange={() => choose(variant.text)}
                      />
                      <span>{variant.text}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {info ? (
        <ModalDialog title={info.text} onClose={() => setInfo(null)}>
          <RichText html={info.description} />
          {info.image ? (
            <img
              className="breakfast-variants__image"
              src={imageUrl(info.image, 'small')}
              alt={info.image.alt ?? ''}
            />
          ) : null}
        </ModalDialog>
      ) : null}
    </>
  );
}
