import { editorTexts } from '../../../i18n/backoffice-editors.js';
import type { ObjectField } from './section-schema.js';

export function choiceLabel(option: string): string {
  return editorTexts.choices[option] ?? option;
}

export function fieldLabel(field: Pick<ObjectField, 'name' | 'title'>): string {
  return field.title ?? editorTexts.sectionFieldFallbacks[field.name] ?? field.name;
}
