import { useId } from 'react';
import { backoffice } from '../../i18n/backoffice.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import type { LocalSettingKey } from '../state/local-settings.js';
import { setLocalSetting, useLocalSettings } from './use-local-settings.js';

const texts = backoffice.settings;

const settings: readonly { key: LocalSettingKey; label: string; hint: string }[] = [
  { key: 'show_product_data', label: texts.showProductData, hint: texts.showProductDataHint },
  { key: 'show_customer_data', label: texts.showCustomerData, hint: texts.showCustomerDataHint },
];

/** This browser's own settings, saved the moment they change. */
export function SettingsPage() {
  useDocumentTitle(texts.title);
  const values = useLocalSettings();
  const id = useId();
  return (
    <section className="bo-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <ul className="bo-settings">
        {settings.map((setting) => (
          <li key={setting.key}>
            <label className="checkbox" htmlFor={`${id}-${setting.key}`}>
              <input
                id={`${id}-${setting.key}`}
                type="checkbox"
                checked={values[setting.key]}
                aria-describedby={`${id}-${setting.key}-hint`}
                onChange={(event) => setLocalSetting(setting.key, event.target.checked)}
              />
              <span className="field__label">{setting.label}</span>
            </label>
            <p id={`${id}-${setting.key}-hint`} className="field__hint">
              {setting.hint}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
