import { useId, type ReactNode } from 'react';
import { orderMethodLabels } from '../../../domain/cart/order-method.js';
import { formatMoney } from '../../../domain/money/format.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import type { LocalSettings } from '../../backoffice/state/local-settings.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import type { OrderCommands } from '../api/order-commands.js';
import {
  amountText,
  appointmentText,
  clockTime,
  customerName,
  methodOf,
  orderName,
  partText,
  whenText,
} from '../utils/ticket-text.js';
import { OrderActions } from './order-actions.js';

const text = ordersDe.ticket;

function paymentText(order: StaffOrder): string {
  const state = order.isRefunded ? text.refunded : order.isPaid ? text.paid : text.unpaid;
  return `${ordersDe.payments[order.paymentMethod]} · ${state}`;
}

function Customer({ order }: { order: StaffOrder }) {
  const name = customerName(order);
  // The address starts with the recipient's name when it is the guest's own; no need to say it twice.
  const address = order.isDelivery
    ? order.deliveryAddress.filter((line) => line.trim() !== '' && line.trim() !== name)
    : [];
  if (name === '' && order.phone === '' && address.length === 0) return null;
  return (
    <div className="ticket__customer">
      <span className="visually-hidden">{text.customer}: </span>
      {name === '' ? null : <strong>{name}</strong>}
      {order.phone === '' ? null : <a href={`tel:${order.phone}`}>{order.phone}</a>}
      {address.length === 0 ? null : <address>{address.join(', ')}</address>}
    </div>
  );
}

/**
 * One order as the counter reads it from a step away: the ticket number large, when and how it goes,
 * what to prepare with every choice, the guest's wish, and the buttons for what may happen next.
 */
export function OrderTicket({
  order,
  commands,
  onUpdated,
  settings,
  now,
  isAlerting,
  onAcknowledge,
  footer,
  compact = false,
}: {
  order: StaffOrder;
  commands: OrderCommands;
  onUpdated: (order: StaffOrder) => void;
  settings: LocalSettings;
  now: Date;
  isAlerting: boolean;
  onAcknowledge: () => void;
  footer?: ReactNode;
  /** For the row of proposals: one line, what was ordered in short, no prices, parts or comment. */
  compact?: boolean;
}) {
  const titleId = useId();
  const method = methodOf(order);
  return (
    <article className="ticket" aria-labelledby={titleId} data-alerting={isAlerting} data-compact={compact}>
      <header className="ticket__head">
        <h3 id={titleId} className="ticket__number">
          {orderName(order)}
        </h3>
        <p className="ticket__method">
          {orderMethodLabels[method]}
          {order.tableIdentifier === null ? null : ` · ${t(text.table, { table: order.tableIdentifier })}`}
        </p>
      </header>
      <div className="ticket__body">
        {isAlerting ? (
          <div className="ticket__new">
            <span>{text.new}</span>
            <button type="button" className="button" onClick={onAcknowledge}>
              {ordersDe.actions.acknowledge}
            </button>
          </div>
        ) : null}
        {order.counterAppointment === null ? null : (
          <p className="ticket__proposed">
            {t(text.proposed, { when: whenText(order.counterAppointment, now) })}
          </p>
        )}
        <p className="ticket__when">{appointmentText(order, now)}</p>
        {compact ? (
          <p className="ticket__summary">
            {order.items.map((item) => `${amountText(item)} ${item.name}`).join(', ')}
          </p>
        ) : (
          <>
            <p className="ticket__meta">
              {t(text.placedAt, { time: clockTime(order.placedAt ?? order.createdAt) })}
              {order.isPreorder ? ` · ${text.preorder}` : null}
              {order.isQuotation ? ` · ${text.quotation}` : null}
              {order.deliveryAreaName === null
                ? null
                : ` · ${t(text.deliveryArea, { area: order.deliveryAreaName })}`}
            </p>
            <ul className="ticket__items" aria-label={text.items}>
              {order.items.map((item, index) => (
                <li key={`${item.productId}-${index}`} className="ticket__item">
                  <span className="ticket__amount">{amountText(item)}</span>
                  <span className="ticket__name">
                    {item.name}
                    {settings.show_product_data ? (
                      <span className="ticket__price"> {formatMoney(item.total)}</span>
                    ) : null}
                  </span>
                  {item.parts.length === 0 ? null : (
                    <ul className="ticket__parts">
                      {item.parts.map((part) => (
                        <li key={part.name}>{partText(part)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            {order.comment.trim() === '' ? null : (
              <p className="ticket__comment">
                <strong>{text.comment}:</strong> {order.comment}
              </p>
            )}
          </>
        )}
        {settings.show_customer_data ? <Customer order={order} /> : null}
        {compact ? null : (
          <p className="ticket__meta">
            {paymentText(order)}
            {settings.show_product_data
              ? ` · ${t(text.total, { amount: formatMoney(order.totalGross) })}`
              : null}
          </p>
        )}
      </div>
      <div className="ticket__actions">
        <OrderActions order={order} commands={commands} onUpdated={onUpdated} now={now} />
        {footer}
      </div>
    </article>
  );
}
