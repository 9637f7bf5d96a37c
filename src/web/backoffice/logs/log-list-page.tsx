import { Link, useSearchParams } from 'react-router';
import { viennaInstant } from '../../../domain/opening-hours/vienna-time.js';
import { addDays } from '../../../domain/opening-hours/vienna-time.js';
import { backoffice } from '../../i18n/backoffice.js';
import { t } from '../../i18n/t.js';
import { paths } from '../../paths.js';
import { Loader } from '../../ui/loader.js';
import { isForbidden } from '../app/failure-message.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { SelectField } from '../editors/shared/fields.js';
import { dateText } from '../entities/cell-text.js';
import { entityCatalogue, entityName } from '../entities/entity-catalogue.js';
import { FilterBar, FilterDates } from '../shell/components/filter-bar.js';
import { NoPermission } from '../shell/components/status-view.js';
import { actionLabel, loggedEntityLabel } from './log-names.js';
import { LOG_PAGE_SIZE, logListQuery, type LogFilters } from './log-queries.js';

const texts = backoffice.logs;

/**
 * The API's query for the filters: whole Vienna days from `from` to the end of `to`. One entry more than
 * a page tells whether an older page exists.
 */
function apiQuery(filters: LogFilters, page: number): string {
  const query = new URLSearchParams({
    limit: String(LOG_PAGE_SIZE + 1),
    offset: String((page - 1) * LOG_PAGE_SIZE),
  });
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.user) query.set('user', filters.user);
  if (filters.from) query.set('from', viennaInstant(filters.from, '00:00').toISOString());
  if (filters.to) query.set('to', viennaInstant(addDays(filters.to, 1), '00:00').toISOString());
  return query.toString();
}

const noFilters: LogFilters = { entity: '', user: '', from: '', to: '' };

const entityChoices = [
  { value: '', label: texts.entityAll },
  ...entityCatalogue.map((entity) => ({ value: entity.schema, label: entityName(entity.key).singular })),
];

function Filters({ filters, onApply }: { filters: LogFilters; onApply: (filters: LogFilters) => void }) {
  return (
    <FilterBar filters={filters} empty={noFilters} texts={texts} onApply={onApply}>
      {({ id, draft, change }) => (
        <>
          <SelectField
            id={`${id}-entity`}
            label={texts.entity}
            value={draft.entity}
            choices={entityChoices}
            onChange={(value) => change('entity', value)}
          />
          <FilterDates id={id} texts={texts} from={draft.from} to={draft.to} onChange={change} />
        </>
      )}
    </FilterBar>
  );
}

/** Every write of the back office, newest first, filtered by entity, user and days. */
export function LogListPage() {
  useDocumentTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const filters: LogFilters = {
    entity: params.get('entity') ?? '',
    user: params.get('user') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const logs = useTrackedQuery(logListQuery(apiQuery(filters, page)), {
    loader: 'logs.list',
    errorId: 'logs.list',
    fallback: backoffice.errors.logsLoad,
  });

  function show(next: LogFilters, nextPage = 1) {
    const entries = Object.entries(next).filter(([, value]) => value !== '');
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(new URLSearchParams(entries));
  }

  if (isForbidden(logs.error)) return <NoPermission />;
  const entries = logs.data?.slice(0, LOG_PAGE_SIZE) ?? [];
  const hasOlder = (logs.data?.length ?? 0) > LOG_PAGE_SIZE;
  const first = (page - 1) * LOG_PAGE_SIZE + 1;

  return (
    <section className="bo-page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Filters key={params.toString()} filters={filters} onApply={(next) => show(next)} />
      {!logs.data ? (
        logs.isFetching ? (
          <Loader label={t(backoffice.app.loadingNamed, { name: texts.title })} />
        ) : null
      ) : entries.length === 0 ? (
        <p className="bo-empty">{texts.empty}</p>
      ) : (
        <>
          <div className="bo-table-wrap" role="region" aria-label={texts.title} tabIndex={0}>
            <table className="bo-table">
              <caption className="visually-hidden">{texts.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.createdAt}</th>
                  <th scope="col">{texts.user}</th>
                  <th scope="col">{texts.action}</th>
                  <th scope="col">{texts.entity}</th>
                  <th scope="col">{texts.entityId}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((log) => (
                  <tr key={log.id}>
                    <td>
                      <Link to={paths.backendLog(log.id)}>{dateText(log.createdAt)}</Link>
                    </td>
                    <td>{log.user?.name ?? texts.nobody}</td>
                    <td>{actionLabel(log.action)}</td>
                    <td>{loggedEntityLabel(log.entity)}</td>
                    <td>{log.entityId ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="bo-pagination" aria-label={backoffice.list.pagination}>
            <p className="bo-pagination__count" role="status">
              {t(texts.range, { first, last: first + entries.length - 1 })}
            </p>
            <div className="bo-pagination__pages">
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={page <= 1}
                onClick={() => show(filters, page - 1)}
              >
                {texts.newer}
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={!hasOlder}
                onClick={() => show(filters, page + 1)}
              >
                {texts.older}
              </button>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}
