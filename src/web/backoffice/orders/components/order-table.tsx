import { Link } from 'react-router';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import { formatMoney } from '../../../../domain/money/format.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { customerName, methodOf, orderName } from '../../../frontdesk/utils/ticket-text.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { dateText } from '../../entities/cell-text.js';
import { useLocalSettings } from '../../settings/use-local-settings.js';
import { useStaffBranches } from '../hooks/use-staff-branches.js';
import { statusLabel } from '../utils/status-label.js';

const text = ordersDe.table;

/** Orders as rows: number (to the order), when, where, who, how, what it costs, how paid, where it stands. */
export function OrderTable({ title, orders }: { title: string; orders: readonly StaffOrder[] }) {
  const settings = useLocalSettings();
  // Staff of a single branch know where their orders are from.
  const showBranch = useStaffBranches().length > 1;
  return (
    <div className="bo-table-wrap" role="region" aria-label={title} tabIndex={0}>
      <table className="bo-table">
        <caption className="visually-hidden">{t(text.caption, { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{text.ticketNumber}</th>
            <th scope="col">{text.placedAt}</th>
            <th scope="col">{text.appointment}</th>
            {showBranch ? <th scope="col">{text.branch}</th> : null}
            {settings.show_customer_data ? <th scope="col">{text.customer}</th> : null}
            <th scope="col">{text.method}</th>
            <th scope="col" className="bo-table__numeric">
              {text.total}
            </th>
            <th scope="col">{text.status}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={paths.backendOrder(order.id)} aria-label={t(text.open, { name: orderName(order) })}>
                  {order.ticketNumber ?? orderName(order)}
                </Link>
              </td>
              <td>{dateText(order.placedAt ?? order.createdAt)}</td>
              <td>{order.appointment === null ? ordersDe.ticket.asap : dateText(order.appointment)}</td>
              {showBranch ? <td>{order.branch.name}</td> : null}
              {settings.show_customer_data ? <td>{customerName(order) || '–'}</td> : null}
              <td>{orderMethodLabels[methodOf(order)]}</td>
              <td className="bo-table__numeric">
                {formatMoney(order.totalGross)}
                <span className="bo-table__sub">
                  {ordersDe.payments[order.paymentMethod]}
                  {order.isPaid ? ` · ${ordersDe.ticket.paid}` : ''}
                </span>
              </td>
              <td>
                <span className="bo-order-status" data-status={order.status}>
                  {statusLabel(order)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
