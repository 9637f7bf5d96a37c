import { backoffice } from '../../../i18n/backoffice.js';
import { enumLabel } from '../enum-label.js';
import type { FormField } from '../form-fields.js';
import { EditorField } from './editor-field.js';
import { describedBy, FieldError, FieldHelp, FieldLabel, type FieldState } from './field-frame.js';
import { ListInput } from './list-input.js';
import { ReferenceChecklist, ReferenceSelect } from './reference-input.js';

export type FieldInputProps = {
  field: FormField;
  state: FieldState;
  /** The server's full field path of the error, for editors that point at a row. */
  errorField: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  record: Readonly<Record<string, unknown>>;
  disabled: boolean;
};

const inputTypes = {
  text: 'text',
  email: 'email',
  password: 'password',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
  integer: 'text',
  number: 'text',
  money: 'text',
} as const;

const inputModes: Partial<Record<FormField['kind'], 'numeric' | 'decimal'>> = {
  integer: 'numeric',
  number: 'decimal',
  money: 'decimal',
};

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asArray<Item>(value: unknown): Item[] {
  return Array.isArray(value) ? (value as Item[]) : [];
}

/** The control for one generated field, chosen by its kind. */
export function FieldInput(props: FieldInputProps) {
  const { field, state, value, onChange, onBlur, disabled } = props;
  const common = {
    id: state.id,
    name: field.name,
    disabled,
    onBlur,
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': describedBy(state, field.help),
  } as const;

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field">
          <label className="checkbox" htmlFor={state.id}>
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
            <span className="field__label">{field.label}</span>
          </label>
          <FieldHelp id={state.id} field={field} />
          <FieldError {...state} />
        </div>
      );
    case 'enum':
      return (
        <div className="field">
          <FieldLabel field={field} htmlFor={state.id} />
          <select
            {...common}
            className="field__input"
            value={asString(value)}
            onChange={(event) => onChange(event.target.value)}
          >
            {field.nullable || !field.required ? <option value="">{backoffice.form.none}</option> : null}
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {enumLabel(option)}
              </option>
            ))}
          </select>
          <FieldHelp id={state.id} field={field} />
          <FieldError {...state} />
        </div>
      );
    case 'textarea':
    case 'json':
      return (
        <div className="field">
          <FieldLabel field={field} htmlFor={state.id} />
          <textarea
            {...common}
            className={field.kind === 'json' ? 'field__input bo-json' : 'field__input'}
            rows={field.kind === 'json' ? 10 : 5}
            maxLength={field.maxLength}
            spellCheck={field.kind === 'json' ? false : undefined}
            value={asString(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.kind === 'json' ? <p className="field__hint">{backoffice.form.jsonHint}</p> : null}
          <FieldHelp id={state.id} field={field} />
          <FieldError {...state} />
        </div>
      );
    case 'reference':
      return (
        <ReferenceSelect
          field={field}
          state={state}
          value={asString(value)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'references':
      return (
        <ReferenceChecklist
          field={field}
          state={state}
          value={asArray<number>(value)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'list':
      return (
        <ListInput
          field={field}
          state={state}
          value={asArray<string>(value)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'editor':
      return <EditorField {...props} />;
    case 'text':
    case 'email':
    case 'password':
    case 'date':
    case 'time':
    case 'datetime':
    case 'integer':
    case 'number':
    case 'money':
      return (
        <div className="field">
          <FieldLabel field={field} htmlFor={state.id} />
          <input
            {...common}
            className="field__input"
            type={inputTypes[field.kind]}
            inputMode={inputModes[field.kind]}
            autoComplete={field.kind === 'password' ? 'new-password' : undefined}
            maxLength={field.maxLength}
            value={asString(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.kind === 'datetime' ? <p className="field__hint">{backoffice.form.datetimeHint}</p> : null}
          {field.kind === 'money' ? <p className="field__hint">{backoffice.form.moneyHint}</p> : null}
          <FieldHelp id={state.id} field={field} />
          <FieldError {...state} />
        </div>
      );
  }
}
