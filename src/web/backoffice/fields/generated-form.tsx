import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/client.js';
import { backoffice } from '../../i18n/backoffice.js';
import { failureMessage, isSignedOut } from '../app/failure-message.js';
import { statusStore } from '../app/status-store.js';
import type { FormField } from './form-fields.js';
import { fromFormValues, toFormValues, type FormValues } from './form-values.js';
import { FieldInput } from './inputs/field-input.js';
import { fieldProblems, type FieldProblem } from './server-errors.js';

type Props<Result> = {
  /** Prefix of the inputs' ids. */
  formId: string;
  /** The error entry's id for a failed save. */
  errorId: string;
  fields: readonly FormField[];
  /** The values to start from (a record, a template); each field's initial value where absent. */
  initial: Record<string, unknown> | undefined;
  /** The spec's default message when the server gives none. */
  fallback: string;
  submit: (payload: Record<string, unknown>) => Promise<Result>;
  /** After a successful save; `reset` starts the form afresh from the saved record. */
  onSaved: (result: Result, reset: (record: Record<string, unknown>) => void) => void | Promise<void>;
  /** Buttons beside "Speichern". */
  actions?: ReactNode;
};

const wideKinds = new Set<FormField['kind']>(['textarea', 'json', 'references', 'list', 'editor']);

/** Moves focus to the first field the save was refused for, or to the messages at the top. */
function focusProblem(formId: string, problems: ReadonlyMap<string, FieldProblem>): void {
  const [first] = problems.keys();
  const target = first ? document.getElementById(`${formId}-${first}`) : document.getElementById('bo-main');
  target?.focus();
}

/**
 * A form generated from a schema's fields. The server is the source of validation (back-office spec,
 * section 5): its messages are shown at their fields and its first message at the top, as an error entry
 * whose retry sends the form again.
 */
export function GeneratedForm<Result>({
  formId,
  errorId,
  fields,
  initial,
  fallback,
  submit,
  onSaved,
  actions,
}: Props<Result>) {
  const form = useForm<FormValues>({ defaultValues: toFormValues(fields, initial) });
  const values = useWatch({ control: form.control });
  const [problems, setProblems] = useState<ReadonlyMap<string, FieldProblem>>(new Map());
  const saving = form.formState.isSubmitting;

  function refuse(message: string, cause: unknown, found: Map<string, FieldProblem>) {
    setProblems(found);
    statusStore.putError({ id: errorId, message, cause, retry: send });
    // Wait for React to show the messages and enable the fields again before moving focus.
    requestAnimationFrame(() => focusProblem(formId, found));
  }

  async function save(formValues: FormValues) {
    const { payload, errors } = fromFormValues(fields, formValues);
    const [firstError] = errors;
    if (firstError) {
      refuse(
        firstError.message,
        errors,
        new Map(errors.map((error) => [error.field, { ...error, path: error.field }])),
      );
      return;
    }
    try {
      const result = await submit(payload);
      statusStore.removeError(errorId);
      setProblems(new Map());
      await onSaved(result, (record) => form.reset(toFormValues(fields, record)));
    } catch (error) {
      if (isSignedOut(error)) return;
      const names = fields.map((field) => field.name);
      refuse(
        failureMessage(error, fallback),
        error,
        error instanceof ApiError ? fieldProblems(error.errors, names) : new Map(),
      );
    }
  }

  function send() {
    return form.handleSubmit(save)();
  }

  return (
    <form
      id={formId}
      className="bo-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="bo-form__fields">
        {fields.map((field) => (
          <div key={field.name} className={wideKinds.has(field.kind) ? 'bo-form__wide' : 'bo-form__cell'}>
            <Controller
              control={form.control}
              name={field.name}
              render={({ field: control }) => (
                <FieldInput
                  field={field}
                  state={{ id: `${formId}-${field.name}`, error: problems.get(field.name)?.message }}
                  errorField={problems.get(field.name)?.path}
                  value={control.value}
                  onChange={(value) => {
                    control.onChange(value);
                    // A field someone changes is no longer the one the server refused.
                    if (problems.has(field.name)) {
                      setProblems(new Map([...problems].filter(([name]) => name !== field.name)));
                    }
                  }}
                  onBlur={control.onBlur}
                  record={values}
                  disabled={saving}
                />
              )}
            />
          </div>
        ))}
      </div>
      <div className="bo-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? backoffice.form.saving : backoffice.form.save}
        </button>
        {actions}
      </div>
    </form>
  );
}
