import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { t } from '../../../i18n/t.js';
import { CheckboxField, SelectField, type Choice } from '../shared/fields.js';
import { isRecord } from './record-value.js';
import { emptyValue, kindOf, type ObjectField } from './section-schema.js';
import { useNestedEditors } from './nested-editors.js';
import type { ErrorAt } from './value-editor-props.js';
import { choiceLabel, fieldLabel } from './value-labels.js';

const texts = editorTexts.sections;

interface OptionalGroupProps {
  field: ObjectField;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** A group of fields that is switched on with a new empty value and off to null. */
export function OptionalGroup({ field, value, onChange, id, errorAt, disabled }: OptionalGroupProps) {
  const { ValueEditor } = useNestedEditors();
  const isUsed = isRecord(value);
  return (
    <div className="editor">
      <CheckboxField
        id={`${id}-used`}
        label={t(texts.optionalPart, { label: fieldLabel(field) })}
        checked={isUsed}
        disabled={disabled}
        onChange={(used) => onChange(used ? emptyValue(field.schema) : null)}
      />
      {isUsed ? (
        <ValueEditor
          schema={field.schema}
          value={value}
          onChange={onChange}
          id={id}
          label={fieldLabel(field)}
          errorAt={errorAt}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}

interface OptionalChoiceProps {
  field: ObjectField;
  value: string;
  onChange: (value: string | undefined) => void;
  id: string;
  error: string | undefined;
  disabled: boolean | undefined;
}

/** A choice that may be left unset, shown as the default choice. */
export function OptionalChoice({ field, value, onChange, id, error, disabled }: OptionalChoiceProps) {
  const kind = kindOf(field.schema);
  const options = kind.kind === 'enum' ? kind.options : [];
  const choices: Choice<string>[] = [
    { value: '', label: texts.colorDefault },
    ...options.map((option) => ({ value: option, label: choiceLabel(option) })),
  ];
  return (
    <SelectField
      id={id}
      label={fieldLabel(field)}
      value={value}
      choices={choices}
      disabled={disabled}
      error={error}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
    />
  );
}
