import { useQuery } from '@tanstack/react-query';
import type { Menu } from '../../../../domain/schemas/catalog.js';
import { apiGet } from '../../../api/client.js';

/** The spec reloads the catalogue every four hours while a branch page stays open. */
export const CATALOG_RELOAD_MS = 4 * 60 * 60 * 1000;

export function getBranchMenus(branchId: number, signal?: AbortSignal): Promise<Menu[]> {
  return apiGet<Menu[]>(`/api/branches/${branchId}/menus`, signal);
}

/**
 * The branch's menus from the initial data, then reloaded on the catalogue's rhythm. The branch page
 * passes when the initial data was loaded and takes them as that fresh (a server-rendered page hydrates
 * without asking again); without it the fresh list loads at once (the checkout).
 */
export function useBranchMenus(branchId: number, fromInit: Menu[], initUpdatedAt?: number) {
  return useQuery({
    queryKey: ['branches', branchId, 'menus'],
    queryFn: ({ signal }) => getBranchMenus(branchId, signal),
    ...(initUpdatedAt === undefined
      ? { placeholderData: fromInit }
      : { initialData: fromInit, initialDataUpdatedAt: initUpdatedAt }),
    staleTime: CATALOG_RELOAD_MS,
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
