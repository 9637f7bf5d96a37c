import { backoffice } from '../../../i18n/backoffice.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { Loader } from '../../../ui/loader.js';
import { isForbidden } from '../../app/failure-message.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { NoPermission } from '../../shell/components/status-view.js';
import { missedOrdersQuery } from '../api/staff-orders.js';
import { OrderTable } from './order-table.js';

const text = ordersDe.missed;

/** Orders nobody answered in time, and confirmed ones long past their time (ADR 008). */
export function MissedOrdersPage() {
  useDocumentTitle(text.title);
  const orders = useTrackedQuery(missedOrdersQuery, {
    loader: 'orders.missed',
    errorId: 'orders.missed',
    fallback: ordersDe.errors.loadList,
  });
  if (isForbidden(orders.error)) return <NoPermission />;
  return (
    <section className="bo-page">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      {orders.data === undefined ? (
        orders.isFetching ? (
          <Loader label={t(backoffice.app.loadingNamed, { name: text.title })} />
        ) : null
      ) : orders.data.length === 0 ? (
        <p className="bo-empty">{text.empty}</p>
      ) : (
        <OrderTable title={text.title} orders={orders.data} />
      )}
    </section>
  );
}
