import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../schemas/content.js';
import { countNavigationItems, navigationTargets, nestsDeeperThan } from './navigation-tree.js';

const item = (
  type: NavigationItem['type'],
  target: string | null,
  children: NavigationItem[] = [],
): NavigationItem => ({
  type,
  target,
  label: 'Eintrag',
  isEnabled: true,
  children,
});

type Node = { children: Node[] };
const tree = fc.letrec<{ tree: Node[] }>((tie) => ({
  tree: fc.oneof(
    { maxDepth: 7 },
    fc.constant<Node[]>([]),
    fc.array(fc.record({ children: tie('tree') }), { minLength: 1, maxLength: 3 }),
  ),
})).tree;
const depthOf = (items: Node[]): number =>
  items.reduce((deepest, entry) => Math.max(deepest, 1 + depthOf(entry.children)), 0);

describe('navigation trees', () => {
  it('knows how deep a tree nests, whatever its shape', () => {
    fc.assert(
      fc.property(tree, fc.nat(6), (items, maxDepth) => {
        expect(nestsDeeperThan(items, maxDepth)).toBe(depthOf(items) > maxDepth);
      }),
    );
  });

  it('does not walk a hostile tree beyond the limit', () => {
    let items: unknown = [];
    for (let level = 0; level < 100_000; level += 1) items = [{ children: items }];
    expect(nestsDeeperThan(items, 3)).toBe(true);
  });

  it('ignores what is not a list of entries', () => {
    expect(nestsDeeperThan('x', 0)).toBe(false);
    expect(nestsDeeperThan([1, null], 1)).toBe(false);
  });

  it('counts every entry at every level', () => {
    expect(
      countNavigationItems([
        item('home', null),
        item('link', '/', [item('branch', '1'), item('branch', '2')]),
      ]),
    ).toBe(4);
  });

  it('lists site and branch targets with their fields', () => {
    const items = [item('home', null), item('link', '/', [item('branch', '2')]), item('site', '5')];
    expect(navigationTargets(items)).toEqual([
      { type: 'branch', id: 2, field: 'items.1.children.0.target' },
      { type: 'site', id: 5, field: 'items.2.target' },
    ]);
  });
});
