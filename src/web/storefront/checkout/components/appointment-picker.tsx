import { useId, useMemo, useState } from 'react';
import {
  appointmentTimes,
  isAppointmentRequired,
  restrictedDayOn,
  type AppointmentContext,
} from '../../../../domain/checkout/appointment.js';
import { addDays, viennaParts, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { monthOf, monthWeeks } from '../utils/calendar.js';
import { AppointmentCalendar } from './appointment-calendar.js';
import { FieldError, RequiredMark } from './form-field.js';

/** How far ahead a guest may order: long enough for a cake with two weeks' lead time and then some. */
export const APPOINTMENT_HORIZON_DAYS = 60;
// Which days have a free time is costly to work out and changes only as slots pass, so it is reworked
// on this step rather than on every tick of the clock.
const AVAILABILITY_STEP_MS = 5 * 60_000;

interface AppointmentPickerProps extends AppointmentContext {
  /** The chosen instant as an ISO string; null is "as soon as possible". */
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

const text = checkoutDe.appointment;

export function AppointmentPicker(props: AppointmentPickerProps) {
  const { branch, method, now, products, restrictedDays, value, onChange, error } = props;
  const ctx = useMemo<AppointmentContext>(
    () => ({ branch, method, now, products, restrictedDays }),
    [branch, method, now, products, restrictedDays],
  );
  const id = useId();
  const errorId = `${id}-error`;
  const isRequired = isAppointmentRequired(ctx);
  const today = viennaParts(ctx.now).date;
  const lastDate = addDays(today, APPOINTMENT_HORIZON_DAYS - 1);
  const valueDate = value === null ? null : viennaParts(new Date(value)).date;
  const [isChoosing, setIsChoosing] = useState(value !== null);
  const [date, setDate] = useState<LocalDate | null>(valueDate);
  const [month, setMonth] = useState(monthOf(valueDate ?? today));
  const showPickers = isRequired || isChoosing;

  const slot = Math.floor(ctx.now.getTime() / AVAILABILITY_STEP_MS);
  const available = useMemo(() => {
    if (!showPickers) return new Set<LocalDate>();
    const slotCtx = { branch, method, products, restrictedDays, now: new Date(slot * AVAILABILITY_STEP_MS) };
    const days = monthWeeks(month)
      .flat()
      .filter((day): day is LocalDate => day !== null && day >= today && day <= lastDate);
    return new Set(days.filter((day) => appointmentTimes(slotCtx, day).length > 0));
  }, [showPickers, branch, method, products, restrictedDays, slot, month, today, lastDate]);

  const times = useMemo(() => (date === null ? [] : appointmentTimes(ctx, date)), [ctx, date]);
  const restriction = date === null ? undefined : restrictedDayOn(restrictedDays, date);

  const firstTimeFrom = (from: LocalDate): { day: LocalDate; time: Date } | null => {
    for (let day = from; day <= lastDate; day = addDays(day, 1)) {
      const time = appointmentTimes(ctx, day)[0];
      if (time !== undefined) return { day, time };
    }
    return null;
  };

  const choose = (day: LocalDate) => {
    setDate(day);
    onChange(appointmentTimes(ctx, day)[0]?.toISOString() ?? null);
  };

  const startChoosing = () => {
    setIsChoosing(true);
    if (date !== null) return;
    const first = firstTimeFrom(today);
    if (first === null) return;
    setDate(first.day);
    setMonth(monthOf(first.day));
    onChange(first.time.toISOString());
  };

  const timeValue = times.some((time) => time.toISOString() === value) ? (value ?? '') : '';
  const describedBy = error === undefined ? undefined : errorId;

  return (
    <fieldset className="checkout-section appointment" aria-describedby={describedBy}>
      <legend className="checkout-section__legend">
        <h2 className="checkout-section__title">
          {checkoutDe.sections.appointment}
          {isRequired ? <RequiredMark /> : null}
        </h2>
      </legend>
      {isRequired ? null : (
        <div className="choice-list">
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={!isChoosing}
              onChange={() => {
                setIsChoosing(false);
                onChange(null);
              }}
            />
            <span>{text.asap}</span>
          </label>
          <label className="checkbox">
            <input type="radio" name={`${id}-mode`} checked={isChoosing} onChange={startChoosing} />
            <span>{text.choose}</span>
          </label>
        </div>
      )}
      {showPickers ? (
        <div className="appointment__pickers">
          <div className="appointment__date">
            <p className="field__label" id={`${id}-date`}>
              {text.date}
            </p>
            <AppointmentCalendar
              month={month}
              onMonthChange={setMonth}
              selected={date}
              available={available}
              firstDate={today}
              lastDate={lastDate}
              onSelect={choose}
              isInvalid={error !== undefined && (date === null || times.length === 0)}
              describedBy={describedBy}
            />
          </div>
          <div className="field appointment__time">
            <label className="field__label" htmlFor={`${id}-time`}>
              {text.time}
            </label>
            {date !== null && times.length === 0 ? (
              <p className="notice notice--warning">{text.noTimes}</p>
            ) : (
              <select
                id={`${id}-time`}
                className="field__input"
                value={timeValue}
                disabled={date === null}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
              >
                <option value="">{text.chooseTime}</option>
                {times.map((time) => (
                  <option key={time.getTime()} value={time.toISOString()}>
                    {t(text.timeOption, { time: viennaParts(time).time })}
                  </option>
                ))}
              </select>
            )}
            {restriction !== undefined && restriction.description !== '' ? (
              <p className="notice notice--warning">{restriction.description}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
