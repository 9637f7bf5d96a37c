import { TextAreaField, TextField } from '../shared/fields.js';
import type { ValueEditorProps } from './value-editor-props.js';

/** A plain text: one line, or a text area where the schema allows a long one. */
export function TextValueEditor({
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  multiline,
}: ValueEditorProps & { multiline: boolean }) {
  const Field = multiline ? TextAreaField : TextField;
  return (
    <Field
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}
