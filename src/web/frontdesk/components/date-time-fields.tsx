import { ordersDe } from '../../i18n/orders.js';

export type DateTime = { date: string; time: string };

/** A day and a time of day (in 5-minute steps) side by side, as staff enter an order's appointment. */
export function DateTimeFields({
  id,
  value,
  onChange,
  required = false,
  invalid,
  describedBy,
}: {
  /** Prefix of the two inputs' ids: `${id}-date`, `${id}-time`. */
  id: string;
  value: DateTime;
  onChange: (key: keyof DateTime, value: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const shared = {
    className: 'field__input',
    required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  return (
    <div className="board-dialog__fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {ordersDe.propose.date}
        </label>
        <input
          {...shared}
          id={`${id}-date`}
          type="date"
          value={value.date}
          onChange={(event) => onChange('date', event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          {ordersDe.propose.time}
        </label>
        <input
          {...shared}
          id={`${id}-time`}
          type="time"
          step={300}
          value={value.time}
          onChange={(event) => onChange('time', event.target.value)}
        />
      </div>
    </div>
  );
}
