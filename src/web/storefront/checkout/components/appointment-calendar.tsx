import { useEffect, useId, useRef, useState } from 'react';
import { isoWeek } from '../../../../domain/calendar/iso-week.js';
import type { LocalDate } from '../../../../domain/opening-hours/vienna-time.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { addMonths, longDateLabel, monthLabel, monthOf, monthWeeks, movedDate } from '../utils/calendar.js';

interface AppointmentCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  selected: LocalDate | null;
  /** The days of the shown month a guest may choose. */
  available: ReadonlySet<LocalDate>;
  firstDate: LocalDate;
  lastDate: LocalDate;
  onSelect: (date: LocalDate) => void;
  describedBy?: string;
  /** Marks the day in the tab order, so the form can put the focus there when the choice is wrong. */
  isInvalid?: boolean;
  /** What a day that cannot be chosen is called; 'nicht verfügbar' unless told otherwise. */
  unavailableLabel?: string;
  /** Leads each week with its ISO number ('KW'), as the contact form's calendar does (storefront spec). */
  showWeekNumbers?: boolean;
}

const text = checkoutDe.appointment;

/**
 * A month of days as buttons in a table (the WAI-ARIA date picker pattern without its dialog). One day
 * is in the tab order; arrow keys move by day and week, Home and End to the week's ends, Page Up and
 * Page Down by month. Days that cannot be chosen stay reachable, so the keyboard never jumps, and say
 * that they are not available.
 */
export function AppointmentCalendar(props: AppointmentCalendarProps) {
  const { month, onMonthChange, selected, available, firstDate, lastDate, onSelect } = props;
  const id = useId();
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const [focusDate, setFocusDate] = useState<LocalDate | null>(null);
  const weeks = monthWeeks(month);
  const inMonth = weeks.flat().filter((date): date is LocalDate => date !== null);
  const tabbable =
    [focusDate, selected].find((date) => date !== null && monthOf(date) === month) ??
    inMonth.find((date) => available.has(date)) ??
    inMonth.find((date) => date >= firstDate) ??
    inMonth[0];

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const moveTo = (date: LocalDate) => {
    if (date < firstDate || date > lastDate) return;
    moved.current = true;
    setFocusDate(date);
    if (monthOf(date) !== month) onMonthChange(monthOf(date));
  };

  return (
    <div className="calendar">
      <div className="calendar__header">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={text.previousMonth}
          disabled={month <= monthOf(firstDate)}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={`${id}-month`} className="calendar__month" aria-live="polite">
          {monthLabel(month)}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={text.nextMonth}
          disabled={month >= monthOf(lastDate)}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={table}
        className="calendar__grid"
        aria-labelledby={`${id}-month`}
        aria-describedby={`${id}-help`}
        onKeyDown={(event) => {
          const from = event.target instanceof HTMLElement ? event.target.dataset.date : undefined;
          const to = from === undefined ? null : movedDate(from, event.key);
          if (to === null) return;
          event.preventDefault();
          moveTo(to);
        }}
      >
        <thead>
          <tr>
            {props.showWeekNumbers ? (
              <th scope="col" abbr={text.weekNumberName}>
                {text.weekNumber}
              </th>
            ) : null}
            {text.weekdays.map((day, index) => (
              <th key={day} scope="col" abbr={text.weekdayNames[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={week.find((date) => date !== null) ?? index}>
              {props.showWeekNumbers ? <WeekNumber week={week} /> : null}
              {week.map((date, position) =>
                date === null ? (
                  <td key={`empty-${position}`} />
                ) : (
                  <td key={date}>
                    <CalendarDay
                      date={date}
                      isAvailable={available.has(date)}
                      isSelected={date === selected}
                      isTabbable={date === tabbable}
                      isInvalid={date === tabbable && props.isInvalid === true}
                      describedBy={date === tabbable ? props.describedBy : undefined}
                      unavailableLabel={props.unavailableLabel ?? text.unavailable}
                      onSelect={() => {
                        setFocusDate(date);
                        onSelect(date);
                      }}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-help`} className="visually-hidden">
        {text.calendarHelp}
      </p>
    </div>
  );
}

function WeekNumber({ week }: { week: readonly (LocalDate | null)[] }) {
  const day = week.find((date): date is LocalDate => date !== null);
  return (
    <th scope="row" className="calendar__week">
      {day === undefined ? null : isoWeek(day)}
    </th>
  );
}

interface CalendarDayProps {
  date: LocalDate;
  isAvailable: boolean;
  isSelected: boolean;
  isTabbable: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
  unavailableLabel: string;
  onSelect: () => void;
}

function CalendarDay({
  date,
  isAvailable,
  isSelected,
  isTabbable,
  isInvalid,
  describedBy,
  unavailableLabel,
  onSelect,
}: CalendarDayProps) {
  return (
    <button
      type="button"
      className="calendar__day"
      data-date={date}
      tabIndex={isTabbable ? 0 : -1}
      aria-pressed={isSelected}
      aria-disabled={!isAvailable}
      aria-label={isAvailable ? longDateLabel(date) : `${longDateLabel(date)}, ${unavailableLabel}`}
      aria-describedby={describedBy}
      data-invalid={isInvalid || undefined}
      onClick={() => {
        if (isAvailable) onSelect();
      }}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}
