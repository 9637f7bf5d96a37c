import './requests.css';
import '../../checkout/components/checkout.css';
import { useId, useMemo, useRef, useState } from 'react';
import { shiftsOn } from '../../../../domain/opening-hours/shifts.js';
import {
  addDays,
  viennaInstant,
  viennaParts,
  type LocalDate,
} from '../../../../domain/opening-hours/vienna-time.js';
import {
  contactFieldMessages,
  NAME_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  SIMPLE_EMAIL,
} from '../../../../domain/requests/breakfast-steps.js';
import { BREAKFAST_LOOKAHEAD_DAYS } from '../../../../domain/requests/slots.js';
import { useInitData } from '../../../api/init.js';
import { useNow } from '../../../hooks/use-now.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';
import { RichText } from '../../../ui/rich-text.js';
import { AppointmentCalendar } from '../../checkout/components/appointment-calendar.js';
import { ModalDialog } from '../../checkout/components/modal-dialog.js';
import { monthOf } from '../../checkout/utils/calendar.js';
import { useFormSubmit } from '../hooks/use-form-submit.js';
import { formatDate } from './appointment-step.js';
import { Honeypot } from './honeypot.js';
import { RequestTextArea, RequestTextField } from './request-text-field.js';
import { ThankYou } from './thank-you.js';

const text = requestsDe.contact;
/** The contact form's default appointment time (storefront spec, section 9). */
const CONTACT_TIME = '08:30';
type Plate = { active: boolean; label: string; quantity: number | '' };
type Plates = { default: Plate; vegetarian: Plate };
type Field = 'name' | 'phone' | 'email';

const initialPlates = (): Plates => ({
  default: { active: true, label: 'Standardbrettle mit Wurst', quantity: 1 },
  vegetarian: { active: false, label: 'Vegetarisches Brettle', quantity: '' },
});

/**
 * sectionForm's content: the contact and reservation enquiry with date and plate selection. The section
 * around it (type, colour) is the content page's; `headingId` names the heading that labels it.
 */
export function ContactFormSection({
  headingId,
  title,
  html,
}: {
  headingId: string;
  title?: string | undefined;
  html?: string | undefined;
}) {
  const id = useId();
  const { '/api/branches': branches, '/api/config': config } = useInitData();
  const now = useNow();
  const section = useRef<HTMLDivElement>(null);
  const { isSending, submit } = useFormSubmit('/custom/forms');
  const [values, setValues] = useState({ name: '', phone: '', email: '', comment: '' });
  const [date, setDate] = useState<LocalDate | null>(null);
  const [plates, setPlates] = useState<Plates>(initialPlates);
  const [honeypot, setHoneypot] = useState('');
  const [isPicking, setIsPicking] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const today = viennaParts(now).date;
  const [month, setMonth] = useState(monthOf(today));

  const firstBranch = branches[0];
  const available = useMemo(() => {
    const days = new Set<LocalDate>();
    if (!firstBranch) return days;
    for (let offset = 0; offset < BREAKFAST_LOOKAHEAD_DAYS; offset += 1) {
      const day = addDays(today, offset);
      const closed = config.restrictedAppointmentDays.some(
        (restricted) => restricted.date === day && restricted.isClosed,
      );
      // Today only while its 08:30 is still ahead: the server refuses a time in the past.
      const isAhead = viennaInstant(day, CONTACT_TIME) > now;
      if (!closed && isAhead && shiftsOn(firstBranch.openingHours, day).length > 0) days.add(day);
    }
    return days;
  }, [firstBranch, config.restrictedAppointmentDays, today, now]);

  const failing: Record<Field, boolean> = {
    name: values.name.trim().length < NAME_MIN_LENGTH,
    phone: values.phone.trim().length < PHONE_MIN_LENGTH,
    email: !SIMPLE_EMAIL.test(values.email.trim()),
  };
  const isValid = !Object.values(failing).some(Boolean);

  async function send() {
    setShowErrors(true);
    if (!isValid) return;
    const sent = await submit({
      ...values,
      date: date === null ? null : viennaInstant(date, CONTACT_TIME).toISOString(),
      plateSelection: plates,
      website: honeypot,
    });
    if (sent) {
      setIsSent(true);
      section.current?.scrollIntoView({ block: 'start' });
    }
  }

  const input = (name: Field, label: string, type: string, autoComplete: string) => (
    <RequestTextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={showErrors && failing[name] ? contactFieldMessages[name] : undefined}
    />
  );

  const plate = (key: keyof Plates) => {
    const current = plates[key];
    const update = (next: Partial<Plate>) =>
      setPlates((all) => ({ ...all, [key]: { ...all[key], ...next } }));
    return (
      <div className="contact-form__plate" key={key}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={current.active}
            onChange={(event) =>
              update({
                active: event.target.checked,
                quantity: event.target.checked && current.quantity === '' ? 1 : current.quantity,
              })
            }
          />
          <span>{current.label}</span>
        </label>
        <input
          className="field__input quantity__input"
          type="number"
          min={0}
          aria-label={t(text.quantity, { plate: current.label })}
          value={current.quantity}
          disabled={!current.active}
          onChange={(event) =>
            update({
              quantity: event.target.value === '' ? '' : Math.max(0, Math.floor(Number(event.target.value))),
            })
          }
        />
      </div>
    );
  };

  const formView = (
    <>
      {html ? <RichText html={html} /> : null}
      <form
        className="contact-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {input('name', text.name, 'text', 'name')}
        {input('phone', text.phone, 'tel', 'tel')}
        {input('email', text.email, 'email', 'email')}
        <RequestTextArea
          id={`${id}-comment`}
          label={text.comment}
          rows={4}
          value={values.comment}
          onChange={(value) => setValues((current) => ({ ...current, comment: value }))}
        />
        <div className="field">
          <span className="field__label" id={`${id}-date`}>
            {text.date}
          </span>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={`${id}-date`}
            onClick={() => setIsPicking(true)}
          >
            {date === null ? text.chooseDate : `${formatDate(date)}, ${CONTACT_TIME} Uhr`}
          </button>
        </div>
        <fieldset className="contact-form__plates">
          <legend className="field__label">{text.plates}</legend>
          {plate('default')}
          {plate('vegetarian')}
        </fieldset>
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <div>
          <button type="submit" className="button" aria-disabled={!isValid || isSending} disabled={isSending}>
            {isSending ? text.sending : text.submit}
          </button>
        </div>
      </form>
      {isPicking ? (
        <ModalDialog title={text.date} onClose={() => setIsPicking(false)}>
          <AppointmentCalendar
            showWeekNumbers
            month={month}
            onMonthChange={setMonth}
            selected={date}
            available={available}
            firstDate={today}
            lastDate={addDays(today, BREAKFAST_LOOKAHEAD_DAYS - 1)}
            onSelect={(day) => {
              setDate(day);
              setIsPicking(false);
            }}
          />
        </ModalDialog>
      ) : null}
    </>
  );

  return (
    <div ref={section} className="contact-section">
      <h2 id={headingId} className="content-section__title">
        {title || text.submit}
      </h2>
      {isSent ? <ThankYou html="" fallback={text.thankYou} /> : formView}
    </div>
  );
}
