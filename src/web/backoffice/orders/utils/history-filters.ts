import { orderStatuses, type OrderStatus } from '../../../../domain/order-status/order-status.js';
import { paymentMethods, type PaymentMethod } from '../../../../domain/schemas/order.js';

export const HISTORY_PAGE_SIZE = 50;

/** The history's filters as the form holds them: empty text means "no filter". */
export interface HistoryFilters {
  from: string;
  to: string;
  branch: string;
  status: OrderStatus | '';
  paymentMethod: PaymentMethod | '';
  search: string;
}

export const noFilters: HistoryFilters = {
  from: '',
  to: '',
  branch: '',
  status: '',
  paymentMethod: '',
  search: '',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is OrderStatus => orderStatuses.some((status) => status === value);
const isPaymentMethod = (value: string): value is PaymentMethod =>
  paymentMethods.some((method) => method === value);

/** Reads the filters from the page's address, dropping anything the API would refuse. */
export function filtersFromParams(params: URLSearchParams): { filters: HistoryFilters; page: number } {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const status = params.get('status') ?? '';
  const method = params.get('paymentMethod') ?? '';
  const branch = params.get('branch') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      from: date('from'),
      to: date('to'),
      branch: /^[1-9]\d*$/.test(branch) ? branch : '',
      status: isStatus(status) ? status : '',
      paymentMethod: isPaymentMethod(method) ? method : '',
      search: (params.get('search') ?? '').trim().slice(0, 100),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function set(filters: HistoryFilters): [string, string][] {
  return Object.entries(filters)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => [key, value.trim()]);
}

/** The page's address for the filters: only what is set, so the link stays short and shareable. */
export function paramsFromFilters(filters: HistoryFilters, page: number): URLSearchParams {
  const entries = set(filters);
  if (page > 1) entries.push(['page', String(page)]);
  return new URLSearchParams(entries);
}

/**
 * The API's query for a page: one order more than the page shows, so the page knows whether a next one
 * exists without counting them all.
 */
export function historyApiQuery(filters: HistoryFilters, page: number): string {
  const entries = set(filters);
  entries.push(['limit', String(HISTORY_PAGE_SIZE + 1)], ['offset', String((page - 1) * HISTORY_PAGE_SIZE)]);
  return new URLSearchParams(entries).toString();
}
