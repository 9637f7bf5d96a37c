import { useId, useMemo, useState } from 'react';
import { addDays, viennaParts, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import {
  BREAKFAST_LOOKAHEAD_DAYS,
  isShortOnTime,
  minutesLeft,
  SLOT_ROUND_MINUTES,
} from '../../../../domain/requests/slots.js';
import { requestsDe } from '../../../i18n/requests.js';
import { t } from '../../../i18n/t.js';
import { AppointmentCalendar } from '../../checkout/components/appointment-calendar.js';
import { monthOf } from '../../checkout/utils/calendar.js';
import type { BreakfastAvailability } from '../api/requests-api.js';

const text = requestsDe.breakfast;
const STEP_MS = SLOT_ROUND_MINUTES * 60_000;

function timesOf(slots: readonly { start: string; end: string }[]): Date[] {
  return slots.flatMap((slot) => {
    const times: Date[] = [];
    for (let at = Date.parse(slot.start); at < Date.parse(slot.end); at += STEP_MS) times.push(new Date(at));
    return times;
  });
}

/** The date and time picker: free days from the server, times every 5 minutes inside the free intervals. */
export function AppointmentStep(props: {
  availability: BreakfastAvailability;
  value: string;
  onSave: (value: string) => void;
  now: Date;
}) {
  const { availability, value, onSave, now } = props;
  const id = useId();
  const today = viennaParts(now).date;
  const saved = value === '' ? null : new Date(value);
  const [date, setDate] = useState<LocalDate | null>(saved ? viennaParts(saved).date : null);
  const [time, setTime] = useState<string>(saved ? saved.toISOString() : '');
  const [month, setMonth] = useState(monthOf(date ?? availability.days[0]?.date ?? today));
  // A fully booked day can be chosen, so the guest reads why it has no times.
  const available = useMemo(() => new Set(availability.days.map((day) => day.date)), [availability]);
  const day = date === null ? undefined : availability.days.find((candidate) => candidate.date === date);
  const times = useMemo(() => timesOf(day?.slots ?? []), [day]);
  const intervals = (day?.slots ?? []).map((slot) => ({
    start: new Date(slot.start),
    end: new Date(slot.end),
  }));
  const chosen = times.find((candidate) => candidate.toISOString() === time);
  const isShort = chosen !== undefined && isShortOnTime(minutesLeft(intervals, chosen));

  return (
    <div className="breakfast-appointment">
      <div className="breakfast-appointment__date">
        <p className="field__label">{text.date}</p>
        <AppointmentCalendar
          month={month}
          onMonthChange={setMonth}
          selected={date}
          available={available}
          firstDate={today}
          lastDate={addDays(today, BREAKFAST_LOOKAHEAD_DAYS - 1)}
          unavailableLabel={text.unavailableDay}
          onSelect={(next) => {
            setDate(next);
            setTime('');
            // Another day drops the time chosen on the one before.
            if (next !== date) onSave('');
          }}
        />
      </div>
      <div className="breakfast-appointment__time">
        {day?.isFullyBooked ? (
          <p className="notice notice--warning">{text.fullyBooked}</p>
        ) : day?.note ? (
          <p className="notice notice--warning">{day.note}</p>
        ) : null}
        {date !== null && times.length === 0 && !day?.isFullyBooked ? (
          <p className="notice notice--warning">{text.noSlots}</p>
        ) : null}
        {times.length > 0 ? (
          <>
            <ul className="breakfast-appointment__slots">
              {(day?.slots ?? []).map((slot) => (
                <li key={slot.start}>
                  {t(text.slot, {
                    start: viennaParts(new Date(slot.start)).time,
                    end: viennaParts(new Date(slot.end)).time,
                  })}
                </li>
              ))}
            </ul>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-time`}>
                {text.time}
              </label>
              <select
                id={`${id}-time`}
                className="field__input"
                value={time}
                onChange={(event) => {
                  // Every time listed can be booked: choosing one chooses the appointment, as guests
                  // expect; 'Speichern' (the spec's button) stays for whoever looks for it.
                  setTime(event.target.value);
                  onSave(event.target.value);
                }}
              >
                <option value="">{text.chooseTime}</option>
                {times.map((candidate) => (
                  <option key={candidate.getTime()} value={candidate.toISOString()}>
                    {viennaParts(candidate).time}
                  </option>
                ))}
              </select>
            </div>
            {isShort ? <p className="notice notice--warning">{text.shortOnTime}</p> : null}
          </>
        ) : null}
        <div className="breakfast-appointment__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDate(null);
              setTime('');
              onSave('');
            }}
          >
            {text.clear}
          </button>
          <button
            type="button"
            className="button"
            disabled={chosen === undefined}
            onClick={() => onSave(time)}
          >
            {text.save}
          </button>
        </div>
        {saved ? (
          <p className="breakfast-appointment__chosen" role="status">
            {t(text.chosen, { date: formatDate(viennaParts(saved).date), time: viennaParts(saved).time })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** DD.MM.YYYY */
export function formatDate(date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
