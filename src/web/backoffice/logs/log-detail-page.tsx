import { Link, useParams } from 'react-router';
import { backoffice } from '../../i18n/backoffice.js';
import { t } from '../../i18n/t.js';
import { paths } from '../../paths.js';
import { Loader } from '../../ui/loader.js';
import { isForbidden } from '../app/failure-message.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { useTrackedQuery } from '../app/use-tracked-query.js';
import { dateText } from '../entities/cell-text.js';
import { fieldLabel } from '../entities/entity-schemas.js';
import { useEntitySchemas } from '../entities/use-entity-fields.js';
import { NoPermission } from '../shell/components/status-view.js';
import { logChanges, snapshotText } from './log-diff.js';
import { actionLabel, loggedEntity, loggedEntityLabel } from './log-names.js';
import { logQuery } from './log-queries.js';

const texts = backoffice.logs;

/** One logged write: who, when, what, and each changed field before and after. */
export function LogDetailPage() {
  const id = Number(useParams().id);
  const title = t(texts.detailTitle, { id });
  useDocumentTitle(title);
  const log = useTrackedQuery(logQuery(id), {
    loader: 'logs.item',
    errorId: `logs.item.${id}`,
    fallback: backoffice.errors.logLoad,
  });
  const data = log.data;
  const entity = data ? loggedEntity(data.entity) : undefined;
  const changes = data ? logChanges(data.before, data.after) : [];
  const schemas = useEntitySchemas(entity).data;
  if (isForbidden(log.error)) return <NoPermission />;

  return (
    <section className="bo-page">
      <div className="bo-page__head">
        <h1>{title}</h1>
        <Link to={paths.backendLogs}>{texts.back}</Link>
      </div>
      {!data ? (
        log.isFetching ? (
          <Loader />
        ) : null
      ) : (
        <>
          <dl className="bo-facts">
            <dt>{texts.createdAt}</dt>
            <dd>{dateText(data.createdAt)}</dd>
            <dt>{texts.user}</dt>
            <dd>{data.user?.name ?? texts.nobody}</dd>
            <dt>{texts.action}</dt>
            <dd>{actionLabel(data.action)}</dd>
            <dt>{texts.entity}</dt>
            <dd>
              {entity && data.entityId !== null && data.action !== 'delete' ? (
                <Link to={paths.backendEntity(entity.key, data.entityId)}>
                  {loggedEntityLabel(data.entity)} {data.entityId}
                </Link>
              ) : (
                `${loggedEntityLabel(data.entity)} ${data.entityId ?? ''}`
              )}
            </dd>
          </dl>
          <h2>{texts.changes}</h2>
          {changes.length === 0 ? (
            <p>{texts.noChanges}</p>
          ) : (
            <div className="bo-table-wrap" role="region" aria-label={texts.changes} tabIndex={0}>
              <table className="bo-table bo-diff">
                <caption className="visually-hidden">{texts.changes}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.field}</th>
                    <th scope="col">{texts.before}</th>
                    <th scope="col">{texts.after}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{fieldLabel(schemas, change.field)}</th>
                      <td className="bo-diff__before">
                        <pre>{snapshotText(change.before) || texts.emptyValue}</pre>
                      </td>
                      <td className="bo-diff__after">
                        <pre>{snapshotText(change.after) || texts.emptyValue}</pre>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
