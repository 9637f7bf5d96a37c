import { CheckboxField } from '../shared/fields.js';
import type { ValueEditorProps } from './value-editor-props.js';

export function BooleanValueEditor({ schema, value, onChange, id, label, disabled }: ValueEditorProps) {
  return (
    <CheckboxField
      id={id}
      label={label}
      checked={typeof value === 'boolean' ? value : schema.default === true}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
