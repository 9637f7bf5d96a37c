import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListMeta } from '../../../../domain/lists/list-query.js';
import { apiGet, apiGetPage } from '../../../api/client.js';
import { initQueryOptions } from '../../../api/init.js';
import { removeById, replaceOrAdd } from '../../state/local-list.js';
import type { ListView } from '../list-view.js';

/** Every entry the API answers carries its id; the rest is read through the entity's schema. */
export type EntityRecord = { id: number } & Record<string, unknown>;

export const entityListKey = (entity: string) => ['entities', entity, 'list'] as const;
export const entityItemKey = (entity: string, id: number) => ['entities', entity, 'item', id] as const;

export function entityListQuery(entity: string) {
  return queryOptions({
    queryKey: entityListKey(entity),
    queryFn: ({ signal }) => apiGet<EntityRecord[]>(`/api/${entity}`, signal),
    staleTime: 30_000,
  });
}

const entityPagesKey = (entity: string) => [...entityListKey(entity), 'pages'] as const;

/** The page of the list the view asks for, searched, sorted and paged by the server. */
export function entityPageQuery(entity: string, view: ListView) {
  const params = new URLSearchParams({ page: String(view.page), pageSize: String(view.pageSize) });
  if (view.sort) {
    params.set('sort', view.sort.column);
    params.set('dir', view.sort.direction);
  }
  if (view.search.trim() !== '') params.set('q', view.search.trim());
  return queryOptions({
    queryKey: [...entityPagesKey(entity), params.toString()],
    queryFn: ({ signal }) => apiGetPage<EntityRecord, ListMeta>(`/api/${entity}?${params}`, signal),
    // The page shown stays while the next one loads, so typing in the search does not blank the table.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function entityItemQuery(entity: string, id: number) {
  return queryOptions({
    queryKey: entityItemKey(entity, id),
    queryFn: ({ signal }) => apiGet<EntityRecord>(`/api/${entity}/${id}`, signal),
  });
}

/**
 * After a write the local lists follow the answer (back-office spec, section 4): the entry with the same
 * id is replaced, a new one added, a deleted one removed. The storefront's data is fetched anew.
 */
export function storeEntity(queryClient: QueryClient, entity: string, record: EntityRecord): void {
  queryClient.setQueryData(entityListQuery(entity).queryKey, (list) =>
    list ? replaceOrAdd(list, record) : list,
  );
  queryClient.setQueryData(entityItemQuery(entity, record.id).queryKey, record);
  void queryClient.invalidateQueries({ queryKey: entityPagesKey(entity) });
  void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
}

export function forgetEntity(queryClient: QueryClient, entity: string, id: number): void {
  queryClient.setQueryData(entityListQuery(entity).queryKey, (list) => (list ? removeById(list, id) : list));
  queryClient.removeQueries({ queryKey: entityItemKey(entity, id) });
  void queryClient.invalidateQueries({ queryKey: entityPagesKey(entity) });
  void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
}
