import { useState } from 'react';
import { contentMessages } from '../../../../domain/content/messages.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { TextField } from './fields.js';
import { formatNumberInput, parseNumberInput } from './number-input.js';

type NumberFieldProps = {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  wholeNumbers?: boolean;
  disabled?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
};

/**
 * A number within limits (a tax rate, a percentage, a year), typed with a comma or a point. While the text
 * is no such number the field says why, with the server's wording, and keeps the last good value.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  wholeNumbers,
  disabled,
  error,
  hint,
}: NumberFieldProps) {
  const [text, setText] = useState(() => formatNumberInput(value));
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (parseNumberInput(text) !== value) setText(formatNumberInput(value));
  }
  const problem = (candidate: string): string | undefined => {
    const number = parseNumberInput(candidate);
    if (number === undefined) return validationMessages.number;
    if (wholeNumbers === true && !Number.isInteger(number)) return validationMessages.wholeNumber;
    if (number < min || number > max) return contentMessages.numberBetween(min, max);
    return undefined;
  };
  const ownError = problem(text);
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      value={text}
      inputMode={wholeNumbers === true ? 'numeric' : 'decimal'}
      autoComplete="off"
      disabled={disabled}
      error={ownError ?? error}
      onChange={(next) => {
        setText(next);
        const number = parseNumberInput(next);
        if (number !== undefined && problem(next) === undefined) {
          setSource(number);
          onChange(number);
        }
      }}
    />
  );
}
