import { useId, type ReactNode } from 'react';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import type { LocalSettings } from '../../backoffice/state/local-settings.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import type { OrderCommands } from '../api/order-commands.js';
import { boardColumnKeys, boardLayout, type BoardColumnKey } from '../utils/board-columns.js';
import { OrderTicket } from './order-ticket.js';

const text = ordersDe.columns;

export interface OrderBoardProps {
  orders: readonly StaffOrder[];
  commands: OrderCommands;
  onUpdated: (order: StaffOrder) => void;
  settings: LocalSettings;
  now: Date;
  alerting: ReadonlySet<number>;
  onAcknowledge: (ids: readonly number[]) => void;
  /** Below each ticket, e.g. the back office's link to the order's page. */
  ticketFooter?: (order: StaffOrder) => ReactNode;
}

function Tickets({
  orders,
  props,
  compact = false,
}: {
  orders: readonly StaffOrder[];
  props: OrderBoardProps;
  compact?: boolean;
}) {
  if (orders.length === 0) return <p className="board-column__empty">{text.empty}</p>;
  return (
    <ul className="board-column__tickets">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderTicket
            order={order}
            commands={props.commands}
            onUpdated={props.onUpdated}
            settings={props.settings}
            now={props.now}
            isAlerting={props.alerting.has(order.id)}
            onAcknowledge={() => props.onAcknowledge([order.id])}
            footer={props.ticketFooter?.(order)}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  );
}

function Column({
  column,
  orders,
  props,
}: {
  column: BoardColumnKey;
  orders: StaffOrder[];
  props: OrderBoardProps;
}) {
  const id = useId();
  return (
    <section className="board-column" data-column={column} aria-labelledby={id}>
      <h2 id={id} className="board-column__title">
        {t(text.count, { label: text[column], n: orders.length })}
      </h2>
      <Tickets orders={orders} props={props} />
    </section>
  );
}

/** The open orders by status: new, confirmed, on the way or ready; proposals wait in a row above. */
export function OrderBoard(props: OrderBoardProps) {
  const layout = boardLayout(props.orders);
  const proposedId = useId();
  return (
    <div className="order-board">
      {layout.proposed.length === 0 ? null : (
        <section className="board-proposed" aria-labelledby={proposedId}>
          <h2 id={proposedId} className="board-column__title">
            {t(text.count, { label: text.proposed, n: layout.proposed.length })}
          </h2>
          <Tickets orders={layout.proposed} props={props} compact />
        </section>
      )}
      <div className="board-columns">
        {boardColumnKeys.map((column) => (
          <Column key={column} column={column} orders={layout.columns[column]} props={props} />
        ))}
      </div>
    </div>
  );
}
