import { z } from 'zod';
import { configSchema, type Config } from '../../../domain/schemas/config.js';
import { backoffice } from '../../i18n/backoffice.js';
import { entityKeys } from '../entities/entity-catalogue.js';
import { editorKinds } from '../fields/editor-kinds.js';
import { fieldEditors } from '../fields/editor-registry.js';
import { formFieldsOf, type FieldHints, type JsonSchema } from '../fields/form-fields.js';

const longTexts: readonly (keyof Config)[] = [
  'description',
  'seoDescription',
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
];

/** The configuration's fields with the German labels; the body of POST /api/config is the config schema. */
export function configFields() {
  const hints: FieldHints = Object.fromEntries(
    Object.entries(backoffice.config.fields).map(([field, label]) => [
      field,
      longTexts.includes(field as keyof Config) ? { label, kind: 'textarea' as const } : { label },
    ]),
  );
  return formFieldsOf(
    z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    hints,
    { entityKeys, editors: editorKinds.filter((kind) => fieldEditors[kind]) },
  );
}
