import './board.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import type { LiveList } from '../../../domain/order-board/live-list.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { useInitQuery } from '../../api/init.js';
import { failureMessage } from '../../backoffice/app/failure-message.js';
import { setLocalSetting, useLocalSettings } from '../../backoffice/settings/use-local-settings.js';
import { useNow } from '../../hooks/use-now.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';
import { Loader } from '../../ui/loader.js';
import { StatusPage } from '../../ui/status-page.js';
import { boardApi, isRefusedKey, type BoardKind } from '../api/board-api.js';
import { useAlertSound } from '../hooks/use-alert-sound.js';
import { useAlertTitle } from '../hooks/use-alert-title.js';
import { useNewOrderAlert } from '../hooks/use-new-order-alert.js';
import { useLiveOrders } from '../hooks/use-live-orders.js';
import { withAnsweredOrder } from '../utils/order-list.js';
import { clockTime } from '../utils/ticket-text.js';
import { AlertBanner } from './alert-banner.js';
import { ConnectionStatus } from './connection-status.js';
import { FailedReceipts } from './failed-receipts.js';
import { KitchenStrip } from './kitchen-strip.js';
import { OrderBoard } from './order-board.js';

const text = ordersDe.board;
/** Events are the fast path; this slow poll only covers a stream that is silently stuck. */
const SAFETY_POLL_MS = 60_000;

function useBranchName(branchId: string, orders: readonly StaffOrder[] | undefined): string | undefined {
  const init = useInitQuery();
  const branch = init.data?.['/api/branches'].find((entry) => String(entry.id) === branchId);
  return branch?.name ?? orders?.[0]?.branch.name;
}

function DisplaySettings() {
  const settings = useLocalSettings();
  const toggles = [
    { key: 'show_customer_data', label: text.showCustomerData },
    { key: 'show_product_data', label: text.showProductData },
  ] as const;
  return (
    <div className="board-bar__settings" role="group" aria-label={text.settings}>
      {toggles.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          className="chip"
          aria-pressed={settings[key]}
          onClick={() => setLocalSetting(key, !settings[key])}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The full-screen order board of one branch for a tablet at the counter (`/frontdesk/...`) or in the
 * back room (`/backoffice-board/...`), opened with the branch's key instead of a login.
 */
export function BoardPage({ kind }: { kind: BoardKind }) {
  const { branchId = '', apiKey = '' } = useParams();
  const api = useMemo(() => boardApi(kind, branchId, apiKey), [kind, branchId, apiKey]);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: api.queryKey,
    queryFn: ({ signal }) => api.list(signal),
    refetchInterval: SAFETY_POLL_MS,
    refetchIntervalInBackground: true,
    retry: (count, error) => !isRefusedKey(error) && count < 3,
  });
  const orders = { ...list, data: list.data?.orders };
  const refused = isRefusedKey(list.error);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: api.queryKey }),
    [queryClient, api],
  );
  const connection = useLiveOrders(api.queryKey, list.data !== undefined && !refused ? api.eventsPath : null);
  const update = useCallback(
    (order: StaffOrder) =>
      queryClient.setQueryData<LiveList>(api.queryKey, (current) => withAnsweredOrder(current, order)),
    [queryClient, api],
  );
  const sound = useAlertSound();
  const alert = useNewOrderAlert(orders.data, api.commands, { onSound: sound.play, onAcknowledged: update });
  const now = useNow(15_000);
  const settings = useLocalSettings();
  const branchName = useBranchName(branchId, orders.data);
  const title =
    branchName === undefined
      ? text.title[kind]
      : t(text.titleWithBranch, { title: text.title[kind], branch: branchName });
  useAlertTitle(title, alert.alerting.length === 0 ? null : t(text.titleAlert, { n: alert.alerting.length }));

  if (refused) {
    return (
      <main className="board board--refused">
        <StatusPage title={text.invalidTitle} text={failureMessage(orders.error, text.invalidText)} />
      </main>
    );
  }
  if (orders.data === undefined) {
    return (
      <main className="board">
        {orders.isError ? (
          <StatusPage
            title={failureMessage(orders.error, ordersDe.errors.loadList)}
            actions={
              <button type="button" className="button" onClick={reload}>
                {ordersDe.errors.retry}
              </button>
            }
          />
        ) : (
          <Loader />
        )}
      </main>
    );
  }

  const byId = new Map(orders.data.map((order) => [order.id, order]));
  const ordersOf = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <div className="board" data-alerting={alert.alerting.length > 0}>
      <header className="board-bar">
        <h1 className="board-bar__title">
          {branchName === undefined
            ? text.heading[kind]
            : t(text.headingWithBranch, { heading: text.heading[kind], branch: branchName })}
        </h1>
        <ConnectionStatus state={connection} />
        <p className="board-bar__updated">
          {t(text.updatedAt, { time: clockTime(new Date(list.dataUpdatedAt).toISOString()) })}
        </p>
        {sound.isSupported && !sound.isEnabled ? (
          <>
            <button
              type="button"
              className="button board-bar__sound"
              onClick={sound.enable}
              title={text.soundHint}
              aria-describedby="board-sound-hint"
            >
              {text.soundOn}
            </button>
            <span id="board-sound-hint" className="visually-hidden">
              {text.soundHint}
            </span>
          </>
        ) : null}
        {sound.isEnabled ? <p className="board-bar__sound-on">{text.soundActive}</p> : null}
        <DisplaySettings />
      </header>
      <FailedReceipts api={api} onNew={sound.play} />
      {kind === 'frontdesk' ? (
        <KitchenStrip branchId={branchId} apiKey={apiKey} ordersUpdatedAt={orders.dataUpdatedAt} />
      ) : null}
      <AlertBanner
        alerting={ordersOf(alert.alerting)}
        announced={ordersOf(alert.announced)}
        error={alert.error}
        onAcknowledge={() => alert.acknowledge(alert.alerting)}
      />
      <main className="board-main">
        {orders.data.length === 0 ? <p className="board-main__empty">{text.empty}</p> : null}
        <OrderBoard
          orders={orders.data}
          commands={api.commands}
          onUpdated={update}
          settings={settings}
          now={now}
          alerting={new Set(alert.alerting)}
          onAcknowledge={alert.acknowledge}
        />
      </main>
    </div>
  );
}

export function FrontdeskBoardPage() {
  return <BoardPage kind="frontdesk" />;
}

export function BackofficeBoardPage() {
  return <BoardPage kind="backoffice" />;
}
