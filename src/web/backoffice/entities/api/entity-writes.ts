import { apiDelete, apiPost, apiPut } from '../../../api/client.js';
import type { EntityRecord } from './entity-queries.js';

export function createEntity(entity: string, payload: Record<string, unknown>): Promise<EntityRecord> {
  return apiPost<EntityRecord>(`/api/${entity}`, payload);
}

/** The body carries the id as well (back-office spec, section 7). */
export function updateEntity(
  entity: string,
  id: number,
  payload: Record<string, unknown>,
): Promise<EntityRecord> {
  return apiPut<EntityRecord>(`/api/${entity}/${id}`, { ...payload, id });
}

export function deleteEntity(entity: string, id: number): Promise<void> {
  return apiDelete(`/api/${entity}/${id}`);
}
