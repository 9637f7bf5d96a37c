import { useState } from 'react';
import { contentMessages } from '../../../../domain/content/messages.js';
import { validationMessages } from '../../../../domain/validation/messages.js';
import { TextField } from './fields.js';
import { formatNumberInput, parseNumberInput } from './number-input.js';

type NumberFieldProps = {
  id: string;
  label: string;
  min: number;
  max: number;
  wholeNumbers?: boolean;
  disabled?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
} & (
  | { value: number; onChange: (value: number) => void; nullable?: false }
  | { value: number | null; onChange: (value: number | null) => void; nullable: true }
);

const shown = (value: number | null): string => (value === null ? '' : formatNumberInput(value));

/**
 * A number within limits (a tax rate, a percentage, a year), typed with a comma or a point. While the text
 * is no such number the field says why, with the server's wording, and keeps the last good value; an
 * empty optional field means "none" (null).
 */
export function NumberField(props: NumberFieldProps) {
  const { id, label, value, min, max, wholeNumbers, disabled, error, hint } = props;
  const [text, setText] = useState(() => shown(value));
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    if (parseNumberInput(text) !== value && !(value === null && text.trim() === '')) setText(shown(value));
  }
  const isEmptyNone = (candidate: string) => props.nullable === true && candidate.trim() === '';
  const problem = (candidate: string): string | undefined => {
    if (isEmptyNone(candidate)) return undefined;
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
        if (props.nullable === true && next.trim() === '') {
          setSource(null);
          props.onChange(null);
          return;
        }
        const number = parseNumberInput(next);
        if (number !== undefined && problem(next) === undefined) {
          setSource(number);
          props.onChange(number);
        }
      }}
    />
  );
}
