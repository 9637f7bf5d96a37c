import '../../../frontdesk/components/board.css';
import './orders.css';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { ConnectionStatus } from '../../../frontdesk/components/connection-status.js';
import { useLiveOrders } from '../../../frontdesk/hooks/use-live-orders.js';
import type { LiveOrderEvent } from '../../../../domain/order-board/live-list.js';
import { ordersDe } from '../../../i18n/orders.js';
import { paths } from '../../../paths.js';
import { BackofficeNotFound } from '../../shell/components/status-view.js';
import { orderKeys } from '../api/staff-orders.js';
import { CurrentOrdersPage } from './current-orders-page.js';
import { MissedOrdersPage } from './missed-orders-page.js';
import { OrderDetailPage } from './order-detail-page.js';
import { OrderHistoryPage } from './order-history-page.js';

// The phone order brings the catalogue and the pricing rules; only those who take one download them.
const PhoneOrderPage = lazy(async () => ({
  default: (await import('./phone-order-page.js')).PhoneOrderPage,
}));

const text = ordersDe.area;

const tabs = [
  { to: paths.backendOrders, label: text.current, end: true },
  { to: paths.backendOrdersMissed, label: text.missed, end: false },
  { to: paths.backendOrdersHistory, label: text.history, end: false },
  { to: paths.backendPhoneOrder, label: text.phone, end: false },
] as const;

/**
 * `/backend/orders/*`: current, missed and past orders, one order, and the phone order. Every screen
 * here follows the order events, so a list or an open order changes the moment someone acts on it.
 */
export function OrdersArea() {
  const queryClient = useQueryClient();
  // The current list applies the change itself; an open order takes it as it is, the lists that filter
  // by state ask again (only while shown).
  const otherViews = useCallback(
    (event: LiveOrderEvent) => {
      if (event.order === null) queryClient.removeQueries({ queryKey: orderKeys.one(event.orderId) });
      else if (queryClient.getQueryData(orderKeys.one(event.orderId)) !== undefined) {
        queryClient.setQueryData(orderKeys.one(event.orderId), event.order);
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.missed });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'orders', 'history'] });
    },
    [queryClient],
  );
  const connection = useLiveOrders(orderKeys.current, '/api/orders/events', otherViews);
  return (
    <div className="bo-orders">
      <div className="bo-orders__bar">
        <nav aria-label={text.navigation}>
          <ul className="bo-orders__tabs">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink className="bo-orders__tab" to={tab.to} end={tab.end}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ConnectionStatus state={connection} />
      </div>
      <Routes>
        <Route index element={<CurrentOrdersPage />} />
        <Route path="missed" element={<MissedOrdersPage />} />
        <Route path="history" element={<OrderHistoryPage />} />
        <Route path="new" element={<PhoneOrderPage />} />
        <Route path=":id" element={<OrderDetailPage />} />
        <Route path="*" element={<BackofficeNotFound />} />
      </Routes>
    </div>
  );
}
