import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

interface FieldShell {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
}

function describedBy({ id, error, hint }: FieldShell): string | undefined {
  const ids = [
    hint === undefined ? undefined : `${id}-hint`,
    error === undefined ? undefined : `${id}-error`,
  ];
  const joined = ids.filter((value) => value !== undefined).join(' ');
  return joined === '' ? undefined : joined;
}

function FieldFrame({ id, label, error, hint, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className="field editor-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className="editor-field__hint">
          {hint}
        </span>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error === undefined ? null : (
    <p id={`${id}-error`} className="editor-error">
      {error}
    </p>
  );
}

type TextFieldProps = FieldShell & {
  value: string;
  onChange: (value: string) => void;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'placeholder' | 'autoComplete' | 'onBlur' | 'maxLength'
  >;

export function TextField({ value, onChange, ...props }: TextFieldProps) {
  const { id, label, error, hint, disabled, ...input } = props;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        disabled={disabled}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(props)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldShell & { value: string; onChange: (value: string) => void; rows?: number };

export function TextAreaField({ value, onChange, rows = 4, ...props }: TextAreaFieldProps) {
  const { id, label, error, hint, disabled } = props;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className="field__input"
        rows={rows}
        value={value}
        disabled={disabled}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

type SelectFieldProps<Value extends string> = FieldShell & {
  value: Value | '';
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  /** Shown as the first, empty choice when nothing is chosen yet. */
  placeholder?: string;
};

export function SelectField<Value extends string>({
  value,
  choices,
  onChange,
  placeholder,
  ...props
}: SelectFieldProps<Value>) {
  const { id, label, error, hint, disabled } = props;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={disabled}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(props)}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {choices.some((choice) => choice.value === '') ||
        (placeholder === undefined && value !== '') ? null : (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
};

export function CheckboxField({ id, label, checked, onChange, disabled }: CheckboxFieldProps) {
  return (
    <label className="checkbox editor-checkbox" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
