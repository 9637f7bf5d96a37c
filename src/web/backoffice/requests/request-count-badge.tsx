import { useQuery } from '@tanstack/react-query';
import { requestsInboxDe } from '../../i18n/requests.js';
import { t } from '../../i18n/t.js';
import { requestCountQuery } from './requests-api.js';
import { useRequestEvents } from './use-request-events.js';

/** The number of unanswered requests beside 'Anfragen' in the navigation, updated as requests arrive. */
export function RequestCountBadge() {
  useRequestEvents();
  const count = useQuery(requestCountQuery).data?.new ?? 0;
  if (count === 0) return null;
  return (
    <span className="bo-nav__count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t(requestsInboxDe.newCount, { count })}</span>
    </span>
  );
}
