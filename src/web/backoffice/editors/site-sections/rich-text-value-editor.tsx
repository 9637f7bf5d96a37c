import { RichTextField } from '../rich-text/rich-text-field.js';
import type { ValueEditorProps } from './value-editor-props.js';

export function RichTextValueEditor({ value, onChange, id, label, errorAt, disabled }: ValueEditorProps) {
  return (
    <RichTextField
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}
