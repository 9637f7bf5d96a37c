import { useId, useState } from 'react';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import { laterThan, proposalInstant } from '../utils/proposal-time.js';
import { appointmentText, orderName } from '../utils/ticket-text.js';
import { BoardDialog } from './board-dialog.js';
import { DateTimeFields } from './date-time-fields.js';

const text = ordersDe.propose;
const QUICK_MINUTES = [15, 30, 45, 60] as const;

/** Another time for the order: date and time fields in Vienna time, with quick picks after the wish. */
export function ProposeDialog({
  order,
  now,
  busy,
  error,
  onPropose,
  onClose,
}: {
  order: StaffOrder;
  now: Date;
  busy: boolean;
  error: string | null;
  onPropose: (at: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState(() => laterThan(order.appointment, now, 30));
  const [invalid, setInvalid] = useState(false);

  function submit() {
    const at = proposalInstant(fields.date, fields.time, new Date(Date.now()));
    setInvalid(at === null);
    if (at !== null) onPropose(at);
  }

  return (
    <BoardDialog
      title={t(text.title, { name: orderName(order) })}
      submitLabel={text.submit}
      busy={busy}
      error={invalid ? text.invalid : error}
      onClose={onClose}
      onSubmit={submit}
    >
      <p>{text.intro}</p>
      <p>
        <strong>{t(text.wish, { when: appointmentText(order, now) })}</strong>
      </p>
      <fieldset className="board-quick">
        <legend>{text.quick}</legend>
        {QUICK_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="chip"
            onClick={() => {
              setInvalid(false);
              setFields(laterThan(order.appointment, new Date(Date.now()), minutes));
            }}
          >
            {t(text.later, { n: minutes })}
          </button>
        ))}
      </fieldset>
      <DateTimeFields
        id={id}
        value={fields}
        required
        invalid={invalid}
        onChange={(key, value) => setFields({ ...fields, [key]: value })}
      />
    </BoardDialog>
  );
}
