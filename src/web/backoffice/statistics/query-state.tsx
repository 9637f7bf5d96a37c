import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { statisticsTexts } from '../../i18n/statistics.js';
import { Loader } from '../../ui/loader.js';
import { failureMessage } from '../app/failure-message.js';

/** What a statistics call shows while it loads or after it failed; its content once it answered. */
export function QueryState<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isSuccess) return children(query.data);
  if (query.isError)
    return (
      <div className="bo-alert" role="alert">
        <p>{failureMessage(query.error, statisticsTexts.loadFailed)}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {statisticsTexts.retry}
        </button>
      </div>
    );
  return <Loader />;
}
