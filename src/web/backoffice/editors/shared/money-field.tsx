import { useState } from 'react';
import { formatMoneyInput, parseMoneyInput } from '../../../../domain/money/money-input.js';
import { editorTexts } from '../../../i18n/backoffice-editors.js';
import { TextField } from './fields.js';

type MoneyFieldProps = {
  id: string;
  label: string;
  disabled?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
} & (
  | { value: number; onChange: (cents: number) => void; nullable?: false }
  | { value: number | null; onChange: (cents: number | null) => void; nullable: true }
);

function shown(cents: number | null): string {
  return cents === null ? '' : formatMoneyInput(cents);
}

/**
 * An amount typed as '3,50' and kept as cents. While the text is not an amount the field says so and
 * the stored value stays the last good one; an empty optional field means "none" (null).
 */
export function MoneyField(props: MoneyFieldProps) {
  const { id, label, disabled, error, hint, value } = props;
  const [text, setText] = useState(() => shown(value));
  const [source, setSource] = useState(value);
  if (source !== value) {
    // A new value from outside (a reset, a paste) replaces what was typed, unless it is what was typed.
    setSource(value);
    if (parseMoneyInput(text) !== value && !(value === null && text.trim() === '')) setText(shown(value));
  }
  const parsed = parseMoneyInput(text);
  const isEmpty = text.trim() === '';
  const isInvalid = isEmpty ? props.nullable !== true : parsed === undefined;

  const change = (next: string) => {
    setText(next);
    const cents = parseMoneyInput(next);
    if (next.trim() === '' && props.nullable === true) {
      setSource(null);
      props.onChange(null);
    } else if (cents !== undefined) {
      setSource(cents);
      props.onChange(cents);
    }
  };

  return (
    <TextField
      id={id}
      label={label}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      hint={hint ?? editorTexts.money.hint}
      error={isInvalid ? editorTexts.money.invalid : error}
      onChange={change}
      onBlur={() => {
        if (!isInvalid && !isEmpty && parsed !== undefined) setText(formatMoneyInput(parsed));
      }}
    />
  );
}
