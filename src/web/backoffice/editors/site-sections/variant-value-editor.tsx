import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { SelectField } from '../shared/fields.js';
import { ObjectFields } from './object-fields.js';
import { asRecord } from './record-value.js';
import { emptyVariant, type Variant } from './section-schema.js';
import type { ErrorAt, ValueEditorProps } from './value-editor-props.js';
import { choiceLabel } from './value-labels.js';

interface VariantFieldsProps {
  variants: readonly Variant[];
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
  id: string;
  errorAt: ErrorAt;
  disabled: boolean | undefined;
}

/** A value of one of several forms: choosing another form starts it empty. */
export function VariantFields({ variants, value, onChange, id, errorAt, disabled }: VariantFieldsProps) {
  const record = asRecord(value);
  const current = variants.find((variant) => variant.type === record.type) ?? variants[0];
  if (current === undefined) return null;
  return (
    <div className="editor">
      <SelectField
        id={`${id}-type`}
        label={editorTexts.sections.variantType}
        value={current.type}
        choices={variants.map((variant) => ({ value: variant.type, label: choiceLabel(variant.type) }))}
        disabled={disabled}
        error={errorAt(['type'])}
        onChange={(type) => {
          const chosen = variants.find((variant) => variant.type === type);
          if (chosen !== undefined && chosen.type !== record.type) onChange(emptyVariant(chosen));
        }}
      />
      <ObjectFields
        fields={current.fields}
        value={record}
        onChange={onChange}
        id={id}
        errorAt={errorAt}
        disabled={disabled}
      />
    </div>
  );
}

/** The forms of a value (an image or a video slide) under the value's own legend. */
export function VariantValueEditor({
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  variants,
}: ValueEditorProps & { variants: readonly Variant[] }) {
  return (
    <fieldset className="editor" id={id}>
      <legend className="editor__title">{label}</legend>
      <VariantFields
        variants={variants}
        value={value}
        onChange={onChange}
        id={id}
        errorAt={errorAt}
        disabled={disabled}
      />
    </fieldset>
  );
}
