import { ObjectFields } from './object-fields.js';
import type { ObjectField } from './section-schema.js';
import type { ValueEditorProps } from './value-editor-props.js';

/** A group of fields under its own legend. */
export function ObjectValueEditor({
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  fields,
}: ValueEditorProps & { fields: readonly ObjectField[] }) {
  return (
    <fieldset className="editor" id={id}>
      <legend className="editor__title">{label}</legend>
      <ObjectFields
        fields={fields}
        value={value}
        onChange={onChange}
        id={id}
        errorAt={errorAt}
        disabled={disabled}
      />
    </fieldset>
  );
}
