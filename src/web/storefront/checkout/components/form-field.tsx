import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { checkoutDe } from '../../../i18n/checkout.js';
import { useSelfService } from '../../self-service/self-service-context.js';
import type { CheckoutField, CheckoutValues } from '../utils/checkout-form.js';

/** Stable ids, so the server's field names find their inputs and their messages. */
export const fieldId = (name: CheckoutField): string => `checkout-${name}`;
export const errorId = (name: CheckoutField): string => `checkout-${name}-error`;
const hintId = (name: CheckoutField): string => `checkout-${name}-hint`;

export function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true">{checkoutDe.checkout.required}</span>
      <span className="visually-hidden">{checkoutDe.checkout.requiredLabel}</span>
    </>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/** The error of a field and the attributes that tie it to its input. */
export function useFieldError(name: CheckoutField, hint = false) {
  const { errors } = useFormState<CheckoutValues>({ name });
  const message = errors[name]?.message;
  const describedBy = [hint ? hintId(name) : null, message === undefined ? null : errorId(name)]
    .filter((part) => part !== null)
    .join(' ');
  return {
    message,
    inputProps: {
      'aria-invalid': message === undefined ? undefined : true,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
  } as const;
}

/**
 * At a kiosk the browser must not offer the last guest's name, phone or address to the next one: its
 * autofill is storage the storefront does not clear itself.
 */
function useGuestAutoComplete(autoComplete: string | undefined): string | undefined {
  return useSelfService() === null ? autoComplete : 'off';
}

type TextInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

interface TextFieldProps extends TextInputProps {
  name: CheckoutField;
  label: string;
  isRequired?: boolean;
  hint?: string;
  /** Drops what may not be typed, while typing. */
  filter?: (value: string) => string;
  /** Replaces the value when the guest leaves the field, e.g. the phone's normal form. */
  normalize?: (value: string) => string;
  className?: string;
}

export function TextField(props: TextFieldProps) {
  const { name, label, isRequired = false, hint, filter, normalize, className, ...input } = props;
  const { register, setValue } = useFormContext<CheckoutValues>();
  const { message, inputProps } = useFieldError(name, hint !== undefined);
  const autoComplete = useGuestAutoComplete(input.autoComplete);
  const replace = (rule: ((value: string) => string) | undefined, current: string) => {
    const next = rule === undefined ? current : rule(current);
    if (next !== current) setValue(name, next);
  };
  const registered = register(name, {
    onChange: (event: { target: HTMLInputElement }) => replace(filter, event.target.value),
    onBlur: (event: { target: HTMLInputElement }) => replace(normalize, event.target.value),
  });
  return (
    <div className={className === undefined ? 'field' : `field ${className}`}>
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <input
        id={fieldId(name)}
        className="field__input"
        type="text"
        maxLength={200}
        {...input}
        autoComplete={autoComplete}
        {...registered}
        {...inputProps}
      />
      {hint === undefined ? null : (
        <p id={hintId(name)} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId(name)} message={message} />
    </div>
  );
}

interface SelectFieldProps {
  name: CheckoutField;
  label: string;
  isRequired?: boolean;
  autoComplete?: string;
  children: ReactNode;
  /** Turns the option's text value into the form's value, e.g. an area's numeric id. */
  parse?: (value: string) => unknown;
  onChosen?: (value: string) => void;
}

export function SelectField(props: SelectFieldProps) {
  const { name, label, isRequired = false, autoComplete, children, parse, onChosen } = props;
  const { register } = useFormContext<CheckoutValues>();
  const { message, inputProps } = useFieldError(name);
  const guestAutoComplete = useGuestAutoComplete(autoComplete);
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <select
        id={fieldId(name)}
        className="field__input"
        autoComplete={guestAutoComplete}
        {...register(name, {
          setValueAs: parse,
          onChange: (event: { target: HTMLSelectElement }) => onChosen?.(event.target.value),
        })}
        {...inputProps}
      >
        {children}
      </select>
      <FieldError id={errorId(name)} message={message} />
    </div>
  );
}

interface CheckboxFieldProps {
  name: CheckoutField;
  label: ReactNode;
}

export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { register } = useFormContext<CheckoutValues>();
  const { message, inputProps } = useFieldError(name);
  return (
    <div className="checkbox-field">
      <label className="checkbox">
        <input id={fieldId(name)} type="checkbox" {...register(name)} {...inputProps} />
        <span>{label}</span>
      </label>
      <FieldError id={errorId(name)} message={message} />
    </div>
  );
}
