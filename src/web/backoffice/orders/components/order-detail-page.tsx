import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { orderMethodLabels } from '../../../../domain/cart/order-method.js';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { ApiError } from '../../../api/client.js';
import { OrderActions } from '../../../frontdesk/components/order-actions.js';
import {
  appointmentText,
  customerName,
  methodOf,
  orderName,
  whenText,
} from '../../../frontdesk/utils/ticket-text.js';
import { useNow } from '../../../hooks/use-now.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { Loader } from '../../../ui/loader.js';
import { isForbidden } from '../../app/failure-message.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { isAdmin, useCurrentUser } from '../../auth/api/current-user.js';
import { dateText } from '../../entities/cell-text.js';
import { FlashMessage, type FlashState } from '../../entities/components/flash-message.js';
import { useLocalSettings } from '../../settings/use-local-settings.js';
import { BackofficeNotFound, NoPermission } from '../../shell/components/status-view.js';
import { orderQuery, rememberOrder, staffCommands } from '../api/staff-orders.js';
import { useOrderCall } from '../hooks/use-order-call.js';
import { OrderEditForm } from './order-edit-form.js';
import { OrderItems } from './order-items.js';
import { OrderTools } from './order-tools.js';
import { statusLabel } from '../utils/status-label.js';

const text = ordersDe.detail;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function paymentText(order: StaffOrder): string {
  const state = order.isRefunded
    ? ordersDe.ticket.refunded
    : order.isPaid
      ? ordersDe.ticket.paid
      : ordersDe.ticket.unpaid;
  return `${ordersDe.payments[order.paymentMethod]} · ${state}`;
}

function Customer({ order }: { order: StaffOrder }) {
  const name = customerName(order);
  return (
    <section className="bo-order__section" aria-labelledby="bo-order-customer">
      <h2 id="bo-order-customer">{text.customer}</h2>
      <dl className="bo-facts">
        {name === '' ? null : <Fact label={text.name}>{name}</Fact>}
        {order.phone === '' ? null : (
          <Fact label={text.phone}>
            <a href={`tel:${order.phone}`}>{order.phone}</a>
          </Fact>
        )}
        {order.email === '' ? null : (
          <Fact label={text.email}>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </Fact>
        )}
        {order.deliveryAddress.length === 0 ? null : (
          <Fact label={text.address}>
            <address>
              {order.deliveryAddress.map((line) => (
                <span key={line} className="bo-order__line">
                  {line}
                </span>
              ))}
            </address>
          </Fact>
        )}
      </dl>
    </section>
  );
}

function OrderDetail({ id }: { id: number }) {
  const order = useTrackedQuery(orderQuery(id), {
    loader: 'orders.one',
    errorId: `orders.${id}`,
    fallback: ordersDe.errors.loadOne,
  });
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const settings = useLocalSettings();
  const now = useNow(30_000);
  const location = useLocation();
  const flash = (location.state as FlashState | null)?.flash;
  const acknowledge = useOrderCall(id);
  const data = order.data;
  useDocumentTitle(data === undefined ? ordersDe.area.navigation : t(text.title, { name: orderName(data) }));

  if (isForbidden(order.error)) return <NoPermission />;
  if (order.error instanceof ApiError && order.error.status === 404) return <BackofficeNotFound />;
  if (data === undefined) {
    return order.isFetching ? (
      <Loader label={t(backoffice.app.loadingNamed, { name: ordersDe.area.navigation })} />
    ) : null;
  }
  const method = methodOf(data);

  return (
    <article className="bo-page bo-order">
      <p>
        <Link to={paths.backendOrders}>{text.back}</Link>
      </p>
      <div className="bo-page__head">
        <h1>{t(text.title, { name: orderName(data) })}</h1>
        <span className="bo-order-status" data-status={data.status}>
          {statusLabel(data)}
        </span>
      </div>
      <FlashMessage message={flash} />
      {acknowledge.notice === null ? null : (
        <p className="bo-notice" role="status">
          {acknowledge.notice}
        </p>
      )}
      {data.isUnacknowledged ? (
        <div className="ticket__new">
          <span>{ordersDe.ticket.new}</span>
          <button
            type="button"
            className="button"
            disabled={acknowledge.busy !== null}
            onClick={() =>
              void acknowledge.run(
                'acknowledge',
                () => staffCommands.acknowledge(id),
                ordersDe.errors.status,
                text.acknowledged,
              )
            }
          >
            {ordersDe.actions.acknowledge}
          </button>
        </div>
      ) : null}
      <section className="bo-order__section bo-order__status" aria-labelledby="bo-order-status">
        <h2 id="bo-order-status" className="visually-hidden">
          {text.status}
        </h2>
        <OrderActions
          order={data}
          commands={staffCommands}
          onUpdated={(next) => rememberOrder(queryClient, next)}
          now={now}
          variant="page"
        />
      </section>
      <div className="bo-order__grid">
        <OrderItems order={data} showPrices={settings.show_product_data} />
        <div>
          <section className="bo-order__section" aria-labelledby="bo-order-facts">
            <h2 id="bo-order-facts">{text.facts}</h2>
            <dl className="bo-facts">
              <Fact label={text.placedAt}>{dateText(data.placedAt ?? data.createdAt)}</Fact>
              <Fact label={text.branch}>{data.branch.name}</Fact>
              <Fact label={text.method}>
                {orderMethodLabels[method]}
                {data.isPreorder ? ` · ${ordersDe.ticket.preorder}` : ''}
                {data.isQuotation ? ` · ${ordersDe.ticket.quotation}` : ''}
              </Fact>
              {data.tableIdentifier === null ? null : <Fact label={text.table}>{data.tableIdentifier}</Fact>}
              {data.deliveryAreaName === null ? null : (
                <Fact label={text.deliveryArea}>{data.deliveryAreaName}</Fact>
              )}
              <Fact label={text.appointment}>{appointmentText(data, now)}</Fact>
              {data.counterAppointment === null ? null : (
                <Fact label={text.counterAppointment}>{whenText(data.counterAppointment, now)}</Fact>
              )}
              <Fact label={text.payment}>{paymentText(data)}</Fact>
              {data.paymentStatus === null ? null : (
                <Fact label={text.paymentStatus}>{data.paymentStatus}</Fact>
              )}
              {data.comment.trim() === '' ? null : (
                <Fact label={ordersDe.ticket.comment}>
                  <span className="bo-order__comment">{data.comment}</span>
                </Fact>
              )}
              {data.rejectionMessage === null ? null : (
                <Fact label={text.rejectionMessage}>{data.rejectionMessage}</Fact>
              )}
            </dl>
            <p>
              <a href={paths.orderStatus(data.uid, data.hash)}>{text.statusLink}</a>
            </p>
          </section>
          {settings.show_customer_data ? (
            <Customer order={data} />
          ) : (
            <p className="bo-order__hidden">{text.customerHidden}</p>
          )}
        </div>
      </div>
      <OrderTools order={data} mayDelete={user !== undefined && isAdmin(user)} />
      <OrderEditForm key={data.id} order={data} showContact={settings.show_customer_data} />
    </article>
  );
}

/** `/backend/orders/{id}`: one order with every action of the spec. */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <BackofficeNotFound />;
  return <OrderDetail key={orderId} id={orderId} />;
}
