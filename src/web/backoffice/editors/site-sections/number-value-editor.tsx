import { NumberField } from '../shared/number-field.js';
import { emptyValue } from './section-schema.js';
import type { ValueEditorProps } from './value-editor-props.js';

interface NumberValueEditorProps extends ValueEditorProps {
  min: number;
  max: number;
  whole: boolean;
}

/** A number within the schema's limits, starting from its default or the nearest allowed to zero. */
export function NumberValueEditor({
  schema,
  value,
  onChange,
  id,
  label,
  errorAt,
  disabled,
  min,
  max,
  whole,
}: NumberValueEditorProps) {
  return (
    <NumberField
      id={id}
      label={label}
      value={typeof value === 'number' ? value : Number(emptyValue(schema))}
      min={min}
      max={max}
      wholeNumbers={whole}
      disabled={disabled}
      error={errorAt([])}
      onChange={onChange}
    />
  );
}
