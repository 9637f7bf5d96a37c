import type { ReactNode } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import type { FormField } from '../form-fields.js';

export type FieldState = { id: string; error: string | undefined };

export function errorId(id: string): string {
  return `${id}-error`;
}

/** The ids an input points to with aria-describedby: its error, when there is one. */
export function describedBy({ id, error }: FieldState): string | undefined {
  return error ? errorId(id) : undefined;
}

export function FieldError({ id, error }: FieldState) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="field__error">
      {error}
    </p>
  );
}

export function FieldLabel({ field, htmlFor }: { field: FormField; htmlFor: string }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {field.label}
      {field.mustFill ? <span className="bo-required"> {backoffice.form.required}</span> : null}
    </label>
  );
}

/** A group of controls (several references, a list) named by a legend. */
export function FieldGroup({
  field,
  state,
  children,
}: {
  field: FormField;
  state: FieldState;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="bo-fieldset"
      aria-describedby={describedBy(state)}
      aria-invalid={state.error ? true : undefined}
    >
      <legend className="field__label">
        {field.label}
        {field.mustFill ? <span className="bo-required"> {backoffice.form.required}</span> : null}
      </legend>
      {children}
      <FieldError {...state} />
    </fieldset>
  );
}
