import type { ReactNode } from 'react';
import { backoffice } from '../../../i18n/backoffice.js';
import type { FormField } from '../form-fields.js';

export type FieldState = { id: string; error: string | undefined };

export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

/** The ids an input points to with aria-describedby: its hint and its error, where it has them. */
export function describedBy({ id, error }: FieldState, hint?: string): string | undefined {
  const ids = [hint ? hintId(id) : undefined, error ? errorId(id) : undefined].filter(
    (value) => value !== undefined,
  );
  return ids.length === 0 ? undefined : ids.join(' ');
}

/** The hint an entity gives one of its fields, e.g. what leaving it empty means. */
export function FieldHelp({ id, field }: { id: string; field: FormField }) {
  if (!field.help) return null;
  return (
    <p id={hintId(id)} className="field__hint">
      {field.help}
    </p>
  );
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
