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
import { SelectField, TextField } from '../../editors/shared/fields.js';
import { FilterBar, FilterDates } from '../../shell/components/filter-bar.js';
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

const statusChoices = [
  { value: '' as const, label: text.all },
  ...orderStatuses.map((status) => ({ value: status, label: ordersDe.statuses[status] })),
];

const paymentChoices = [
  { value: '' as const, label: text.all },
  ...paymentMethods.map((method) => ({ value: method, label: ordersDe.payments[method] })),
];

function Filters({
  filters,
  onApply,
}: {
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
}) {
  const branches = useStaffBranches();
  const branchChoices = [
    { value: '', label: text.all },
    ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
  ];
  return (
    <FilterBar filters={filters} empty={noFilters} texts={text} role="search" onApply={onApply}>
      {({ id, draft, change }) => (
        <>
          <FilterDates id={id} texts={text} from={draft.from} to={draft.to} onChange={change} />
          {branches.length > 1 ? (
            <SelectField
              id={`${id}-branch`}
              label={text.branch}
              value={draft.branch}
              choices={branchChoices}
              onChange={(value) => change('branch', value)}
            />
          ) : null}
          <SelectField
            id={`${id}-status`}
            label={text.status}
            value={draft.status}
            choices={statusChoices}
            onChange={(value) => change('status', value)}
          />
          <SelectField
            id={`${id}-payment`}
            label={text.paymentMethod}
            value={draft.paymentMethod}
            choices={paymentChoices}
            onChange={(value) => change('paymentMethod', value)}
          />
          <TextField
            id={`${id}-search`}
            label={text.search}
            type="search"
            maxLength={100}
            placeholder={text.searchHint}
            value={draft.search}
            onChange={(value) => change('search', value)}
          />
        </>
      )}
    </FilterBar>
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
