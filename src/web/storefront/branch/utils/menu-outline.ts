import type { Category } from '../../../../domain/schemas/catalog.js';
import type { MenuOutline } from '../../../app/page-catalogue.js';
import type { MenuGroup } from './menu-groups.js';

/** A category of the menu and how many products it shows. */
export interface OutlineEntry {
  category: Category;
  count: number;
}

export function outlineOf(groups: readonly MenuGroup[]): OutlineEntry[] {
  return groups.map(({ category, entries }) => ({ category, count: entries.length }));
}

/** The outline a server-rendered page carries: category ids instead of the categories. */
export function toMenuOutline(branchId: number, groups: readonly MenuGroup[]): MenuOutline {
  return {
    branchId,
    groups: groups.map(({ category, entries }) => ({ categoryId: category.id, count: entries.length })),
  };
}

/** The carried outline with its categories (the page's data holds every category). */
export function fromMenuOutline(outline: MenuOutline, categories: readonly Category[]): OutlineEntry[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  return outline.groups.flatMap(({ categoryId, count }) => {
    const category = categoryById.get(categoryId);
    return category === undefined ? [] : [{ category, count }];
  });
}

export function productCount(outline: readonly OutlineEntry[]): number {
  return outline.reduce((sum, entry) => sum + entry.count, 0);
}
