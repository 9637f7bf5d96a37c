import { useEffect, useId, useMemo, useState } from 'react';
import type { CapacitySlots, OrderingStatus } from '../../../../domain/capacity/public-state.js';
import { slotStart } from '../../../../domain/capacity/slots.js';
import {
  appointmentTimes,
  isAppointmentRequired,
  restrictedDayOn,
  type AppointmentContext,
} from '../../../../domain/checkout/appointment.js';
import { addDays, viennaParts, type LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import { capacityDe } from '../../../i18n/capacity.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { monthOf, monthWeeks } from '../utils/calendar.js';
import { AppointmentCalendar } from './appointment-calendar.js';
import { useCapacitySlots } from '../../capacity/use-capacity.js';
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
  branchId: number;
  /** The cart, for the kitchen's make time (ADR 037). */
  lines: readonly { productId: number; amount: number }[];
  /** Pause and busy mode; undefined until known. */
  status: OrderingStatus | undefined;
  /** "As soon as possible" was moved to a later slot, which the order reports as moved demand. */
  onAsapMoved: (isMoved: boolean) => void;
}

const MINUTE = 60_000;

/** Whether the time's slot has no room for this cart; false while capacity is off or unknown. */
function isFullAt(time: Date, capacity: CapacitySlots | undefined): boolean {
  if (capacity === undefined || !capacity.isCapacityEnabled) return false;
  const start = slotStart(time, capacity.slotMinutes).toISOString();
  return capacity.slots.find((slot) => slot.start === start)?.hasRoom === false;
}

const text = checkoutDe.appointment;

export function AppointmentPicker(props: AppointmentPickerProps) {
  const { branch, method, now, products, restrictedDays, value, onChange, error, status, onAsapMoved } =
    props;
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

  // 'Viel los' moves the earliest time; slots without room for this cart stay listed as 'ausgebucht'.
  const earliest = now.getTime() + (status?.extraMinutes ?? 0) * MINUTE;
  const capacity = useCapacitySlots({ branchId: props.branchId, date, method, lines: props.lines, status });
  const todayCapacity = useCapacitySlots({
    branchId: props.branchId,
    date: today,
    method,
    lines: props.lines,
    status,
  });
  const times = useMemo(
    () => (date === null ? [] : appointmentTimes(ctx, date).filter((time) => time.getTime() >= earliest)),
    [ctx, date, earliest],
  );

  // As soon as possible takes the slot of the earliest time, or the first later time with room today.
  const asap = useMemo(() => {
    if (todayCapacity === undefined || !todayCapacity.isCapacityEnabled)
      return { moved: null, isNone: false };
    if (!isFullAt(new Date(earliest), todayCapacity)) return { moved: null, isNone: false };
    const moved = appointmentTimes(ctx, today).find(
      (time) => time.getTime() >= earliest && !isFullAt(time, todayCapacity),
    );
    return { moved: moved ?? null, isNone: moved === undefined };
  }, [todayCapacity, earliest, ctx, today]);
  const asapValue = asap.moved?.toISOString() ?? null;
  useEffect(() => {
    if (isRequired || isChoosing) return;
    onAsapMoved(asapValue !== null);
    if (value !== asapValue) onChange(asapValue);
  }, [isRequired, isChoosing, asapValue, value, onChange, onAsapMoved]);
  const restriction = date === null ? undefined : restrictedDayOn(restrictedDays, date);

  const firstOn = (day: LocalDate) => appointmentTimes(ctx, day).find((time) => time.getTime() >= earliest);
  const firstTimeFrom = (from: LocalDate): { day: LocalDate; time: Date } | null => {
    for (let day = from; day <= lastDate; day = addDays(day, 1)) {
      const time = firstOn(day);
      if (time !== undefined) return { day, time };
    }
    return null;
  };

  const choose = (day: LocalDate) => {
    setDate(day);
    onChange(firstOn(day)?.toISOString() ?? null);
  };

  // A preselected time whose slot turns out full gives way to the day's first time with room.
  const firstWithRoom = times.find((time) => !isFullAt(time, capacity))?.toISOString() ?? null;
  const isValueFull = value !== null && isFullAt(new Date(value), capacity);
  useEffect(() => {
    if (isChoosing && isValueFull) onChange(firstWithRoom);
  }, [isChoosing, isValueFull, firstWithRoom, onChange]);

  const startChoosing = () => {
    setIsChoosing(true);
    onAsapMoved(false);
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
                onChange(asapValue);
              }}
            />
            <span>{text.asap}</span>
          </label>
          {!isChoosing && asap.moved !== null ? (
            <p className="notice notice--warning appointment__asap" role="status">
              {t(capacityDe.storefront.asapMoved, { time: viennaParts(asap.moved).time })}
            </p>
          ) : null}
          {!isChoosing && asap.isNone ? (
            <p className="notice notice--warning appointment__asap" role="status">
              {capacityDe.storefront.asapNone}
            </p>
          ) : null}
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
                {times.map((time) => {
                  const isFull = isFullAt(time, capacity);
                  const clock = viennaParts(time).time;
                  return (
                    <option key={time.getTime()} value={time.toISOString()} disabled={isFull}>
                      {isFull
                        ? t(capacityDe.storefront.fullOption, { time: clock })
                        : t(text.timeOption, { time: clock })}
                    </option>
                  );
                })}
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
