import type { Menu } from '../schemas/catalog.js';

export type DatedMenu = Pick<Menu, 'id' | 'availableFrom' | 'branches'>;

/**
 * The menu a branch serves now: of its menus already in force, the one that took effect last.
 * Two menus starting at the same instant are told apart by id, so the one saved later wins.
 */
export function activeMenu<M extends DatedMenu>(
  menus: readonly M[],
  branchId: number,
  now: Date,
): M | undefined {
  let active: M | undefined;
  let activeFrom = Number.NEGATIVE_INFINITY;
  for (const menu of menus) {
    const from = Date.parse(menu.availableFrom);
    if (!menu.branches.includes(branchId) || Number.isNaN(from) || from > now.getTime()) continue;
    if (active === undefined || from > activeFrom || (from === activeFrom && menu.id > active.id)) {
      active = menu;
      activeFrom = from;
    }
  }
  return active;
}
