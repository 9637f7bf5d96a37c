import { unitCatalogue } from '../../../domain/units/catalogue.js';
import { enumValueLabels } from '../../i18n/backoffice.js';
import { de } from '../../i18n/de.js';

const allergenNames: Readonly<Record<string, string>> = de.allergenNames;
const unitLabels: Readonly<Record<string, { label: string }>> = unitCatalogue;

/** What an enum value reads as in a select or a checkbox: its German name, else the value itself. */
export function enumLabel(value: string): string {
  const allergen = allergenNames[value];
  if (allergen) return `${value} – ${allergen}`;
  const unit = unitLabels[value];
  if (unit) return unit.label;
  return enumValueLabels[value] ?? value;
}
