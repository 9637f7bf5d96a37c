import { OptionalChoice, OptionalGroup } from './optional-fields.js';
import { asRecord } from './record-value.js';
import { kindOf, type ObjectField } from './section-schema.js';
import { useNestedEditors } from './nested-editors.js';
import type { ErrorAt } from './value-editor-props.js';
import { fieldLabel } from './value-labels.js';

interface ObjectFieldsProps {
  fields: readonly ObjectField[];
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
  id: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** Drops a key instead of storing undefined, so an unset optional field is absent as the schema expects. */
function withField(record: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  if (value !== undefined) return { ...record, [name]: value };
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
}

/** The fields of a group; an optional group or image can be switched off, an optional choice left unset. */
export function ObjectFields({ fields, value, onChange, id, errorAt, disabled }: ObjectFieldsProps) {
  const { ValueEditor } = useNestedEditors();
  const record = asRecord(value);
  return fields.map((field) => {
    const fieldId = `${id}-${field.name}`;
    const current = record[field.name];
    const change = (next: unknown) => onChange(withField(record, field.name, next));
    const kind = kindOf(field.schema).kind;
    const fieldErrorAt: ErrorAt = (path) => errorAt([field.name, ...path]);
    if (field.optional && kind === 'object') {
      return (
        <OptionalGroup
          key={field.name}
          field={field}
          value={current}
          onChange={change}
          id={fieldId}
          errorAt={fieldErrorAt}
          disabled={disabled}
        />
      );
    }
    if (field.optional && kind === 'enum') {
      return (
        <OptionalChoice
          key={field.name}
          field={field}
          value={typeof current === 'string' ? current : ''}
          onChange={change}
          id={fieldId}
          error={fieldErrorAt([])}
          disabled={disabled}
        />
      );
    }
    return (
      <ValueEditor
        key={field.name}
        schema={field.schema}
        value={current}
        onChange={change}
        id={fieldId}
        label={fieldLabel(field)}
        errorAt={fieldErrorAt}
        disabled={disabled}
      />
    );
  });
}
