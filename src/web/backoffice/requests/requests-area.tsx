import './requests.css';
import { Route, Routes } from 'react-router';
import { ConnectionStatus } from '../../frontdesk/components/connection-status.js';
import { BackofficeNotFound } from '../shell/components/status-view.js';
import { RequestDetailPage } from './request-detail-page.js';
import { RequestListPage } from './request-list-page.js';
import { useRequestEvents } from './use-request-events.js';

/** `/backend/requests/*`: the inbox and one request, both following the request events live. */
export function RequestsArea() {
  const connection = useRequestEvents();
  return (
    <div className="bo-requests-area">
      <ConnectionStatus state={connection} />
      <Routes>
        <Route index element={<RequestListPage />} />
        <Route path=":id" element={<RequestDetailPage />} />
        <Route path="*" element={<BackofficeNotFound />} />
      </Routes>
    </div>
  );
}
