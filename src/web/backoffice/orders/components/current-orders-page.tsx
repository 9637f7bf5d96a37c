import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { AlertBanner } from '../../../frontdesk/components/alert-banner.js';
import { OrderBoard } from '../../../frontdesk/components/order-board.js';
import { useAlertSound } from '../../../frontdesk/hooks/use-alert-sound.js';
import { useNewOrderAlert } from '../../../frontdesk/hooks/use-new-order-alert.js';
import { orderName } from '../../../frontdesk/utils/ticket-text.js';
import { useNow } from '../../../hooks/use-now.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { paths } from '../../../paths.js';
import { Loader } from '../../../ui/loader.js';
import { isForbidden } from '../../app/failure-message.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { SelectField } from '../../editors/shared/fields.js';
import { useLocalSettings } from '../../settings/use-local-settings.js';
import { NoPermission } from '../../shell/components/status-view.js';
import { currentOrdersQuery, rememberOrder, staffCommands } from '../api/staff-orders.js';
import { useStaffBranches } from '../hooks/use-staff-branches.js';

const text = ordersDe.current;

/** Today's open orders as a board, live, with the same alert and actions as the counter's tablet. */
export function CurrentOrdersPage() {
  useDocumentTitle(text.title);
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const branchFilter = params.get('branch') ?? '';
  const branches = useStaffBranches();
  const queryClient = useQueryClient();
  const orders = useTrackedQuery(currentOrdersQuery, {
    loader: 'orders.current',
    errorId: 'orders.current',
    fallback: ordersDe.errors.loadList,
  });
  const shown = useMemo(
    () =>
      orders.data?.orders.filter((order) => branchFilter === '' || String(order.branch.id) === branchFilter),
    [orders.data, branchFilter],
  );
  const update = useCallback((order: StaffOrder) => rememberOrder(queryClient, order), [queryClient]);
  const sound = useAlertSound();
  const alert = useNewOrderAlert(shown, staffCommands, { onSound: sound.play, onAcknowledged: update });
  const now = useNow(15_000);
  const settings = useLocalSettings();

  if (isForbidden(orders.error)) return <NoPermission />;
  const byId = new Map((shown ?? []).map((order) => [order.id, order]));
  const ordersOf = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);

  return (
    <section className="bo-page bo-page--wide">
      <div className="bo-page__head">
        <h1>{text.title}</h1>
        <div className="bo-orders__tools">
          {branches.length > 1 ? (
            <SelectField
              id={filterId}
              label={text.branch}
              value={branchFilter}
              choices={[
                { value: '', label: text.allBranches },
                ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
              ]}
              onChange={(branch) => setParams(branch === '' ? {} : { branch }, { replace: true })}
            />
          ) : null}
          {sound.isSupported && !sound.isEnabled ? (
            <button type="button" className="button button--secondary" onClick={sound.enable}>
              {ordersDe.board.soundOn}
            </button>
          ) : null}
          {sound.isEnabled ? <p className="bo-orders__sound">{ordersDe.board.soundActive}</p> : null}
        </div>
      </div>
      {shown === undefined ? (
        orders.isFetching ? (
          <Loader label={t(backoffice.app.loadingNamed, { name: text.title })} />
        ) : null
      ) : (
        <>
          <AlertBanner
            alerting={ordersOf(alert.alerting)}
            announced={ordersOf(alert.announced)}
            error={alert.error}
            onAcknowledge={() => alert.acknowledge(alert.alerting)}
          />
          {shown.length === 0 ? <p className="bo-empty">{ordersDe.board.empty}</p> : null}
          <OrderBoard
            orders={shown}
            commands={staffCommands}
            onUpdated={update}
            settings={settings}
            now={now}
            alerting={new Set(alert.alerting)}
            onAcknowledge={alert.acknowledge}
            ticketFooter={(order) => (
              <Link className="ticket__link" to={paths.backendOrder(order.id)}>
                {t(ordersDe.table.open, { name: orderName(order) })}
              </Link>
            )}
          />
        </>
      )}
    </section>
  );
}
