import { useMemo } from 'react';
import { activeMenu } from '../../../../domain/catalog/active-menu.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import type { Product } from '../../../../domain/schemas/catalog.js';
import { useInitData } from '../../../api/init.js';
import { useBranchMenus } from '../../branch/api/get-branch-menus.js';
import { menuGroups } from '../../branch/utils/menu-groups.js';

/**
 * The products a guest can order from the branch right now, as the branch page offers them: the cart
 * keeps only these, so the checkout never sends an item the menu no longer has.
 */
export function useActiveProducts(branch: Branch, now: Date): Product[] {
  const { '/api/menus': initMenus, '/api/categories': categories, '/api/products': products } = useInitData();
  const fromInit = useMemo(
    () => initMenus.filter((menu) => menu.branches.includes(branch.id)),
    [initMenus, branch.id],
  );
  const menus = useBranchMenus(branch.id, fromInit).data ?? fromInit;
  const menu = activeMenu(menus, branch.id, now);
  return useMemo(
    () =>
      menu === undefined
        ? []
        : menuGroups(menu, categories, products, now).flatMap((group) =>
            group.entries.filter((entry) => entry.isAvailable).map((entry) => entry.product),
          ),
    [menu, categories, products, now],
  );
}
