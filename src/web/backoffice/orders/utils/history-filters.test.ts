import { describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZE,
  filtersFromParams,
  historyApiQuery,
  noFilters,
  paramsFromFilters,
} from './history-filters.js';

describe('the history filters', () => {
  it('survive the round trip through the address', () => {
    const filters = {
      from: '2026-07-01',
      to: '2026-07-31',
      branch: '2',
      status: 'completed' as const,
      paymentMethod: 'cash' as const,
      search: 'Huber',
    };
    expect(filtersFromParams(paramsFromFilters(filters, 3))).toEqual({ filters, page: 3 });
  });

  it('keep the address short: no empty filters, no first page', () => {
    expect(paramsFromFilters(noFilters, 1).toString()).toBe('');
    expect(paramsFromFilters({ ...noFilters, search: ' 12 ' }, 1).toString()).toBe('search=12');
  });

  it('drop what the API would refuse instead of failing the page', () => {
    const params = new URLSearchParams({
      from: '1.7.2026',
      branch: 'x',
      status: 'lost',
      paymentMethod: 'bitcoin',
      page: '-2',
      search: 'a'.repeat(150),
    });
    expect(filtersFromParams(params)).toEqual({
      filters: { ...noFilters, search: 'a'.repeat(100) },
      page: 1,
    });
  });

  it('ask for one order more than a page, from where the page starts', () => {
    const query = new URLSearchParams(historyApiQuery({ ...noFilters, status: 'rejected' }, 3));
    expect(query.get('status')).toBe('rejected');
    expect(query.get('limit')).toBe(String(HISTORY_PAGE_SIZE + 1));
    expect(query.get('offset')).toBe(String(2 * HISTORY_PAGE_SIZE));
    expect(query.has('from')).toBe(false);
  });
});
