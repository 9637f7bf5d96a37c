import {
  contactFieldMessages,
  type BreakfastFormData,
  type StepErrors,
} from '../../../../domain/requests/breakfast-steps.js';
import { requestsDe } from '../../../i18n/requests.js';
import { Honeypot } from './honeypot.js';
import { RequestTextArea, RequestTextField } from './request-text-field.js';

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
  const field = (name: Exclude<Field, 'comment'>, label: string, type: string, autoComplete: string) => (
    <RequestTextField
      id={`breakfast-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(value) => onChange(name, value)}
      error={showErrors && errors[name] ? contactFieldMessages[name] : undefined}
    />
  );
  return (
    <div className="breakfast-data">
      {field('name', text.name, 'text', 'name')}
      {field('phone', text.phone, 'tel', 'tel')}
      {field('email', text.email, 'email', 'email')}
      <RequestTextArea
        id="breakfast-comment"
        label={text.comment}
        rows={5}
        value={form.comment}
        onChange={(value) => onChange('comment', value)}
      />
      <Honeypot value={props.honeypot} onChange={props.onHoneypot} />
    </div>
  );
}
