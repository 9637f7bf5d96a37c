import { useQuery } from '@tanstack/react-query';
import type { Menu } from '../../../../domain/schemas/catalog.js';
import { apiGet } from '../../../api/client.js';

/** The spec reloads the catalogue every four hours while a branch page stays open. */
export const CATALOG_RELOAD_MS = 4 * 60 * 60 * 1000;

export function getBranchMenus(branchId: number, signal?: AbortSignal): Promise<Menu[]> {
  return apiGet<Menu[]>(`/api/branches/${branchId}/menus`, signal);
}

/** The branch's menus, shown at once from the initial data while the fresh list loads. */
export function useBranchMenus(branchId: number, fromInit: Menu[]) {
  return useQuery({
    queryKey: ['branches', branchId, 'menus'],
    queryFn: ({ signal }) => getBranchMenus(branchId, signal),
    placeholderData: fromInit,
    staleTime: CATALOG_RELOAD_MS,
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
