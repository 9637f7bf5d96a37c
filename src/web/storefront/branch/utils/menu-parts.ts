import type { MenuGroup } from './menu-groups.js';
import type { OutlineEntry } from './menu-outline.js';

/**
 * How many products one part of a long menu holds. A phone pays for every card in the page's markup
 * (parsing, style, layout, hydration), so a catalogue of thousands arrives in parts; the demo branch's
 * whole menu fits into the first.
 */
export const MENU_PART_SIZE = 60;

/** The query parameter that says how many parts are shown, so a link works without a script too. */
export const MENU_PARTS_PARAM = 'teil';

/** The parts a page asks for: a positive whole number, anything else means the first part only. */
export function partsFromParam(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return 1;
  return Number(value);
}

export interface MenuPart {
  /** The groups in menu order, the last one cut where the parts end. */
  groups: MenuGroup[];
  /** How many products that is. */
  shown: number;
}

/** The first `parts` parts of the menu: its products in order, up to `parts` × MENU_PART_SIZE. */
export function firstParts(groups: readonly MenuGroup[], parts: number): MenuPart {
  const limit = parts * MENU_PART_SIZE;
  const shownGroups: MenuGroup[] = [];
  let shown = 0;
  for (const group of groups) {
    const room = limit - shown;
    if (room <= 0) break;
    const entries = group.entries.length <= room ? group.entries : group.entries.slice(0, room);
    shownGroups.push(entries === group.entries ? group : { ...group, entries });
    shown += entries.length;
  }
  return { groups: shownGroups, shown };
}

/**
 * Whether the shown part holds fewer products than `parts` parts of a menu of `total` should: the
 * products for it are still loading (a page carries only its own, ADR 032).
 */
export function isPartShort(part: MenuPart, parts: number, total: number): boolean {
  return part.shown < Math.min(parts * MENU_PART_SIZE, total);
}

/** The number of parts it takes to show the top of the category `categoryId` (1 if it is not there). */
export function partsToReach(outline: readonly OutlineEntry[], categoryId: number): number {
  let before = 0;
  for (const entry of outline) {
    if (entry.category.id === categoryId) return Math.floor(before / MENU_PART_SIZE) + 1;
    before += entry.count;
  }
  return 1;
}
