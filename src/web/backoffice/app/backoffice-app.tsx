import '../../lib/zod-without-eval.js';
import '../backoffice.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { backoffice } from '../../i18n/backoffice.js';
import { Loader } from '../../ui/loader.js';
import { StatusPage } from '../../ui/status-page.js';
import { useCurrentUser } from '../auth/api/current-user.js';
import { LoginLinkPage } from '../auth/components/login-link-page.js';
import { LoginPage } from '../auth/components/login-page.js';
import { BackofficeShell } from '../shell/components/backoffice-shell.js';
import { BackofficeNotFound } from '../shell/components/status-view.js';
import { isSignedOut } from './failure-message.js';

// Each screen is its own chunk: signing in does not download the form generator or the log viewer.
const DashboardPage = lazy(async () => ({
  default: (await import('../dashboard/dashboard-page.js')).DashboardPage,
}));
const EntityListPage = lazy(async () => ({
  default: (await import('../entities/components/entity-list-page.js')).EntityListPage,
}));
const EntityFormPage = lazy(async () => ({
  default: (await import('../entities/components/entity-form-page.js')).EntityFormPage,
}));
const OrdersArea = lazy(async () => ({
  default: (await import('../orders/components/orders-area.js')).OrdersArea,
}));
const RequestsArea = lazy(async () => ({
  default: (await import('../requests/requests-area.js')).RequestsArea,
}));
const LabelsPage = lazy(async () => ({
  default: (await import('../labels/labels-page.js')).LabelsPage,
}));
const WeekPlannerPage = lazy(async () => ({
  default: (await import('../time/week-planner-page.js')).WeekPlannerPage,
}));
const TimeSheetsPage = lazy(async () => ({
  default: (await import('../time/time-sheets-page.js')).TimeSheetsPage,
}));
const HolidayBalancesPage = lazy(async () => ({
  default: (await import('../time/holiday-balances-page.js')).HolidayBalancesPage,
}));
const ConfigPage = lazy(async () => ({ default: (await import('../config/config-page.js')).ConfigPage }));
const LogListPage = lazy(async () => ({ default: (await import('../logs/log-list-page.js')).LogListPage }));
const LogDetailPage = lazy(async () => ({
  default: (await import('../logs/log-detail-page.js')).LogDetailPage,
}));
// The chart library comes with this page only: neither the storefront nor the rest of the back office loads it.
const StatisticsPage = lazy(async () => ({
  default: (await import('../statistics/statistics-page.js')).StatisticsPage,
}));
const MyStatisticsPage = lazy(async () => ({
  default: (await import('../statistics/person/my-statistics-page.js')).MyStatisticsPage,
}));
const SettingsPage = lazy(async () => ({
  default: (await import('../settings/settings-page.js')).SettingsPage,
}));

/** Screens behind the sign-in: without a session the API answers 401 and the client goes to the login. */
function SignedIn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.data) {
    return (
      <BackofficeShell user={user.data}>
        <Suspense fallback={<Loader label={backoffice.app.loading} />}>{children}</Suspense>
      </BackofficeShell>
    );
  }
  if (user.isError && !isSignedOut(user.error) && !user.isFetching) {
    return (
      <StatusPage
        title={backoffice.errors.activeUser}
        actions={
          <button type="button" className="button" onClick={() => void user.refetch()}>
            {backoffice.errors.retry}
          </button>
        }
      />
    );
  }
  return <Loader />;
}

/** The back office under /backend: its own bundle, loaded only when someone goes there. */
export function BackofficeApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="login/link/:token" element={<LoginLinkPage />} />
      <Route
        path="*"
        element={
          <SignedIn>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="orders/*" element={<OrdersArea />} />
              <Route path="requests/*" element={<RequestsArea />} />
              <Route path="statistics" element={<StatisticsPage />} />
              <Route path="my-statistics" element={<MyStatisticsPage />} />
              <Route path="config" element={<ConfigPage />} />
              <Route path="labels" element={<LabelsPage />} />
              <Route path="week-planner" element={<WeekPlannerPage />} />
              <Route path="time-sheets" element={<TimeSheetsPage />} />
              <Route path="holiday-balances" element={<HolidayBalancesPage />} />
              <Route path="logs" element={<LogListPage />} />
              <Route path="logs/:id" element={<LogDetailPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path=":entity" element={<EntityListPage />} />
              <Route path=":entity/:id" element={<EntityFormPage />} />
              <Route path="*" element={<BackofficeNotFound />} />
            </Routes>
          </SignedIn>
        }
      />
    </Routes>
  );
}
