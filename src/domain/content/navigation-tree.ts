import type { NavigationItem } from '../schemas/content.js';

/** Header and footer show two levels; a third leaves room for a mega menu, more would not be usable. */
export const MAX_NAVIGATION_DEPTH = 3;
export const MAX_NAVIGATION_ITEMS = 200;

/** The navigations the storefront itself shows (spec: identifiers in use). */
export const requiredNavigations = ['header-navigation', 'footer-navigation'] as const;

type Tree = readonly { children: Tree }[];

/**
 * Whether untrusted input nests entries deeper than `maxDepth`, looking no deeper than that: checked before
 * the entries are validated one by one, so a hostile tree thousands of levels deep costs nothing.
 */
export function nestsDeeperThan(raw: unknown, maxDepth: number): boolean {
  if (!Array.isArray(raw) || raw.length === 0) return false;
  if (maxDepth === 0) return true;
  return raw.some(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      nestsDeeperThan((item as { children?: unknown }).children, maxDepth - 1),
  );
}

export function countNavigationItems(items: Tree): number {
  return items.reduce((count, item) => count + 1 + countNavigationItems(item.children), 0);
}

export type NavigationTarget = { type: 'site' | 'branch'; id: number; field: string };

/** The sites and branches the items point at, with the field of each target for error messages. */
export function navigationTargets(items: readonly NavigationItem[], field = 'items'): NavigationTarget[] {
  return items.flatMap((item, index) => {
    const at = `${field}.${index}`;
    const own: NavigationTarget[] =
      (item.type === 'site' || item.type === 'branch') && item.target !== null
        ? [{ type: item.type, id: Number(item.target), field: `${at}.target` }]
        : [];
    return [...own, ...navigationTargets(item.children, `${at}.children`)];
  });
}

export function isRequiredNavigation(identifier: string): boolean {
  return (requiredNavigations as readonly string[]).includes(identifier);
}
