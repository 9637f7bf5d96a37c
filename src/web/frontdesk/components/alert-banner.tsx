import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import { orderName } from '../utils/ticket-text.js';

const text = ordersDe.board;

/**
 * The flashing banner while new orders wait for 'Gesehen' (one tap acknowledges all of them), and the
 * announcement screen readers speak when one arrives. Flashing stays at one cycle per second, well
 * below the three flashes of WCAG 2.3.1, and stops for people who asked for reduced motion.
 */
export function AlertBanner({
  alerting,
  announced,
  error,
  onAcknowledge,
}: {
  alerting: readonly StaffOrder[];
  announced: readonly StaffOrder[];
  error: string | null;
  onAcknowledge: () => void;
}) {
  const announcement = announced.map((order) => t(text.announce, { name: orderName(order) })).join(' ');
  return (
    <>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {alerting.length === 0 ? '' : announcement}
      </p>
      {alerting.length === 0 ? null : (
        <section className="board-alert" aria-label={text.alertOne}>
          <p className="board-alert__title">
            {alerting.length === 1 ? text.alertOne : t(text.alertMany, { n: alerting.length })}
          </p>
          <p className="board-alert__tickets">{alerting.map((order) => orderName(order)).join(' · ')}</p>
          <button type="button" className="button board-alert__button" onClick={onAcknowledge}>
            {text.acknowledgeAll}
          </button>
          {error === null ? null : (
            <p className="board-alert__error" role="alert">
              {error}
            </p>
          )}
        </section>
      )}
    </>
  );
}
