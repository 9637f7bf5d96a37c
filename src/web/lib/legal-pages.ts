import type { Config } from '../../domain/schemas/config.js';
import { de } from '../i18n/de.js';
import { paths } from '../paths.js';

export interface LegalPage {
  label: string;
  /** Our own text page when the configuration holds the text, else the operator's external address. */
  href: string;
  path: string;
  text: string;
}

const legalFields = [
  {
    path: paths.legal.termsAndConditions,
    label: de.footer.termsAndConditions,
    url: 'termsAndConditions',
    text: 'termsAndConditionsText',
  },
  { path: paths.legal.privacy, label: de.footer.privacy, url: 'privacyPolicy', text: 'privacyPolicyText' },
  { path: paths.legal.imprint, label: de.footer.imprint, url: 'imprint', text: 'imprintText' },
  { path: paths.legal.allergens, label: de.footer.allergens, url: 'allergens', text: 'allergensText' },
] as const satisfies readonly { path: string; label: string; url: keyof Config; text: keyof Config }[];

/** The legal pages the operator has filled in, in footer order. */
export function legalPages(config: Config): LegalPage[] {
  return legalFields.flatMap(({ path, label, url, text }) => {
    const body = config[text].trim();
    const external = config[url].trim();
    if (body !== '') return [{ label, path, href: path, text: body }];
    if (external !== '') return [{ label, path, href: external, text: '' }];
    return [];
  });
}
