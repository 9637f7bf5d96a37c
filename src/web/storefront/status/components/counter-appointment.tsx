import { ApiError } from '../../../api/client.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { t } from '../../../i18n/t.js';
import { useCounterAppointmentAnswer } from '../api/public-order.js';
import { viennaDateAndTime } from '../utils/order-dates.js';

interface CounterAppointmentProps {
  uid: string;
  hash: string;
  counterAppointment: string;
}

const text = checkoutDe.counter;

/** The branch proposes another time; accepting keeps the order, declining cancels it (spec, section 4). */
export function CounterAppointment({ uid, hash, counterAppointment }: CounterAppointmentProps) {
  const answer = useCounterAppointmentAnswer(uid, hash);
  const failure =
    answer.error instanceof ApiError && answer.error.errors[0] !== undefined
      ? answer.error.errors[0].message
      : answer.isError
        ? text.failed
        : null;
  return (
    <section className="status-section status-section--attention" aria-labelledby="status-counter-title">
      <h2 id="status-counter-title" className="status-section__title">
        {text.title}
      </h2>
      <p>{t(text.text, viennaDateAndTime(counterAppointment))}</p>
      <div className="status-actions">
        <button
          type="button"
          className="button"
          disabled={answer.isPending}
          onClick={() => answer.mutate(true)}
        >
          {text.accept}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
        >
          {text.decline}
        </button>
      </div>
      <p role="alert" className="field__error">
        {failure}
      </p>
    </section>
  );
}
