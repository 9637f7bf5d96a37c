import type { BreakfastFormData, StepErrors } from '../../../../domain/requests/breakfast-steps.js';
import { requestsDe } from '../../../i18n/requests.js';
import { Honeypot } from './honeypot.js';

const text = requestsDe.breakfast;
type Field = 'name' | 'phone' | 'email' | 'comment';

export function DataStep(props: {
  form: BreakfastFormData;
  errors: StepErrors;
  showErrors: boolean;
  onChange: (field: Field, value: string) => void;
  honeypot: string;
  onHoneypot: (value: string) => void;
}) {
  const { form, errors, showErrors, onChange } = props;
  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`breakfast-${name}`}>
        {label}
      </label>
      {name === 'comment' ? (
        <textarea
          id={`breakfast-${name}`}
          className="field__input"
          rows={5}
          value={form.comment}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ) : (
        <input
          id={`breakfast-${name}`}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={showErrors && errors[name] ? true : undefined}
          value={form[name]}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
    </div>
  );
  return (
    <div className="breakfast-data">
      {field('name', text.name, 'text', 'name')}
      {field('phone', text.phone, 'tel', 'tel')}
      {field('email', text.email, 'email', 'email')}
      {field('comment', text.comment, 'text', 'off')}
      <Honeypot value={props.honeypot} onChange={props.onHoneypot} />
    </div>
  );
}
