import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.js';
import { initQueryOptions } from '../../../api/init.js';
import { removeById, replaceOrAdd } from '../../state/local-list.js';

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
  void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
}

export function forgetEntity(queryClient: QueryClient, entity: string, id: number): void {
  queryClient.setQueryData(entityListQuery(entity).queryKey, (list) => (list ? removeById(list, id) : list));
  queryClient.removeQueries({ queryKey: entityItemKey(entity, id) });
  void queryClient.invalidateQueries({ queryKey: initQueryOptions.queryKey });
}
