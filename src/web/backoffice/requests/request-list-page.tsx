import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { requestKinds, requestStatuses } from '../../../domain/requests/forms.js';
import { requestsInboxDe } from '../../i18n/requests.js';
import { paths } from '../../paths.js';
import { Loader } from '../../ui/loader.js';
import { dateText } from '../entities/cell-text.js';
import { useStaffBranches } from '../orders/hooks/use-staff-branches.js';
import { requestListQuery } from './requests-api.js';

const text = requestsInboxDe;
const filterNames = ['status', 'kind', 'branch', 'date'] as const;

/** The requests of the user's branches, newest first, filtered by status, kind, branch and date. */
export function RequestListPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const branches = useStaffBranches();
  const query = new URLSearchParams(
    filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? '']] : [])),
  ).toString();
  const list = useQuery(requestListQuery(query));
  const change = (name: (typeof filterNames)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const select = (name: 'status' | 'kind' | 'branch', options: readonly (readonly [string, string])[]) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {text[name]}
      </label>
      <select
        id={`${id}-${name}`}
        className="field__input"
        value={params.get(name) ?? ''}
        onChange={(event) => change(name, event.target.value)}
      >
        <option value="">{text.all}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="bo-page bo-requests">
      <div className="bo-page__head">
        <h1>{text.title}</h1>
      </div>
      {/* Each choice applies at once: a search landmark, not a form that has nothing to send. */}
      <search className="bo-requests__filters" aria-label={text.filters}>
        {select(
          'status',
          requestStatuses.map((status) => [status, text.statuses[status]] as const),
        )}
        {select(
          'kind',
          requestKinds.map((kind) => [kind, text.kinds[kind]] as const),
        )}
        {branches.length > 1
          ? select(
              'branch',
              branches.map((branch) => [String(branch.id), branch.name] as const),
            )
          : null}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {text.date}
          </label>
          <input
            id={`${id}-date`}
            className="field__input"
            type="date"
            value={params.get('date') ?? ''}
            onChange={(event) => change('date', event.target.value)}
          />
        </div>
      </search>
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <p className="notice notice--warning">{text.loadFailed}</p>
      ) : list.data.length === 0 ? (
        <p className="bo-empty">{text.empty}</p>
      ) : (
        <div className="bo-table-wrap" role="region" aria-label={text.title} tabIndex={0}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{text.kind}</th>
                <th scope="col">{text.columns.received}</th>
                <th scope="col">{text.columns.appointment}</th>
                {branches.length > 1 ? <th scope="col">{text.branch}</th> : null}
                <th scope="col">{text.columns.guest}</th>
                <th scope="col">{text.columns.persons}</th>
                <th scope="col">{text.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((request) => (
                <tr key={request.id}>
                  <td>
                    <Link to={paths.backendRequest(request.id)}>
                      {text.kinds[request.kind]} {request.id}
                    </Link>
                  </td>
                  <td>{dateText(request.createdAt)}</td>
                  <td>{request.appointment ? dateText(request.appointment) : '–'}</td>
                  {branches.length > 1 ? <td>{request.branch.name}</td> : null}
                  <td>{request.name}</td>
                  <td>{request.persons || '–'}</td>
                  <td>
                    <span className="bo-request-status" data-status={request.status}>
                      {text.statuses[request.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
