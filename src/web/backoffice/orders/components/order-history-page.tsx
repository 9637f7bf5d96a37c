import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatuses } from '../../../../domain/order-status/order-status.js';
import { paymentMethods } from '../../../../domain/schemas/order.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { ordersDe } from '../../../i18n/orders.js';
import { t } from '../../../i18n/t.js';
import { Loader } from '../../../ui/loader.js';
import { isForbidden } from '../../app/failure-message.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useTrackedQuery } from '../../app/use-tracked-query.js';
import { NoPermission } from '../../shell/components/status-view.js';
import { orderHistoryQuery } from '../api/staff-orders.js';
import { useStaffBranches } from '../hooks/use-staff-branches.js';
import {
  HISTORY_PAGE_SIZE,
  filtersFromParams,
  historyApiQuery,
  noFilters,
  paramsFromFilters,
  type HistoryFilters,
} from '../utils/history-filters.js';
import { OrderTable } from './order-table.js';

const text = ordersDe.history;

function Filters({
  filters,
  onApply,
}: {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
}) {
  const id = useId();
  const branches = useStaffBranches();
  const [draft, setDraft] = useState(filters);
  const change = <Key extends keyof HistoryFilters>(key: Key, value: HistoryFilters[Key]) =>
    setDraft({ ...draft, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="bo-filters" onSubmit={submit} aria-label={text.filters} role="search">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {text.from}
        </label>
        <input
          id={`${id}-from`}
          className="field__input"
          type="date"
          value={draft.from}
          onChange={(event) => change('from', event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {text.to}
        </label>
        <input
          id={`${id}-to`}
          className="field__input"
          type="date"
          value={draft.to}
          onChange={(event) => change('to', event.target.value)}
        />
      </div>
      {branches.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-branch`}>
            {text.branch}
          </label>
          <select
            id={`${id}-branch`}
            className="field__input"
            value={draft.branch}
            onChange={(event) => change('branch', event.target.value)}
          >
            <option value="">{text.all}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {text.status}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={draft.status}
          onChange={(event) =>
            change('status', orderStatuses.find((status) => status === event.target.value) ?? '')
          }
        >
          <option value="">{text.all}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {ordersDe.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-payment`}>
          {text.paymentMethod}
        </label>
        <select
          id={`${id}-payment`}
          className="field__input"
          value={draft.paymentMethod}
          onChange={(event) =>
            change('paymentMethod', paymentMethods.find((method) => method === event.target.value) ?? '')
          }
        >
          <option value="">{text.all}</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {ordersDe.payments[method]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {text.search}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          maxLength={100}
          placeholder={text.searchHint}
          value={draft.search}
          onChange={(event) => change('search', event.target.value)}
        />
      </div>
      <div className="bo-filters__actions">
        <button type="submit" className="button">
          {text.apply}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(noFilters);
            onApply(noFilters);
          }}
        >
          {text.reset}
        </button>
      </div>
    </form>
  );
}

/** Every past order, newest first, filtered by days, branch, status, payment and ticket number or name. */
export function OrderHistoryPage() {
  useDocumentTitle(text.title);
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const orders = useTrackedQuery(orderHistoryQuery(historyApiQuery(filters, page)), {
    loader: 'orders.history',
    errorId: 'orders.history',
    fallback: ordersDe.errors.loadList,
  });
  if (isForbidden(orders.error)) return <NoPermission />;
  const show = (next: HistoryFilters, nextPage = 1) => setParams(paramsFromFilters(next, nextPage));
  const rows = orders.data?.slice(0, HISTORY_PAGE_SIZE) ?? [];
  const hasNext = (orders.data?.length ?? 0) > HISTORY_PAGE_SIZE;

  return (
    <section className="bo-page">
      <h1>{text.title}</h1>
      <Filters key={params.toString()} filters={filters} onApply={(next) => show(next)} />
      {orders.data === undefined ? (
        orders.isFetching ? (
          <Loader label={t(backoffice.app.loadingNamed, { name: text.title })} />
        ) : null
      ) : rows.length === 0 ? (
        <p className="bo-empty">{text.empty}</p>
      ) : (
        <>
          <OrderTable title={text.title} orders={rows} />
          <nav className="bo-pagination" aria-label={text.pagination}>
            <p className="bo-pagination__count" role="status">
              {t(text.shown, { n: rows.length })}
            </p>
            <div className="bo-pagination__pages">
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={page <= 1}
                onClick={() => show(filters, page - 1)}
              >
                {text.previous}
              </button>
              <span>{t(text.page, { page })}</span>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={!hasNext}
                onClick={() => show(filters, page + 1)}
              >
                {text.next}
              </button>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}
