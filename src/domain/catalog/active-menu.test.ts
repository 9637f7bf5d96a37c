import { describe, expect, it } from 'vitest';
import { activeMenu, type DatedMenu } from './active-menu.js';

const now = new Date('2026-11-20T09:30:00+01:00');

function menu(id: number, availableFrom: string, branches = [1]): DatedMenu {
  return { id, availableFrom, branches };
}

describe('activeMenu', () => {
  it('picks the latest menu that has already started', () => {
    const menus = [
      menu(1, '2026-01-01T00:00:00+01:00'),
      menu(2, '2026-11-01T00:00:00+01:00'),
      menu(3, '2026-12-01T00:00:00+01:00'),
    ];
    expect(activeMenu(menus, 1, now)?.id).toBe(2);
  });

  it('counts a menu starting exactly now as active', () => {
    expect(activeMenu([menu(1, '2026-01-01T00:00:00Z'), menu(2, now.toISOString())], 1, now)?.id).toBe(2);
  });

  it('ignores menus of other branches', () => {
    const menus = [menu(1, '2026-01-01T00:00:00Z', [1]), menu(2, '2026-11-01T00:00:00Z', [2, 3])];
    expect(activeMenu(menus, 1, now)?.id).toBe(1);
    expect(activeMenu(menus, 3, now)?.id).toBe(2);
  });

  it('has no menu when every menu lies in the future or the branch has none', () => {
    expect(activeMenu([menu(1, '2027-01-01T00:00:00Z')], 1, now)).toBeUndefined();
    expect(activeMenu([menu(1, '2026-01-01T00:00:00Z')], 9, now)).toBeUndefined();
    expect(activeMenu([], 1, now)).toBeUndefined();
  });

  it('skips menus whose start cannot be read', () => {
    expect(activeMenu([menu(1, '2026-01-01T00:00:00Z'), menu(2, 'bald')], 1, now)?.id).toBe(1);
  });

  it('prefers the later saved menu when two start at the same instant', () => {
    const menus = [menu(7, '2026-11-01T00:00:00Z'), menu(4, '2026-11-01T00:00:00Z')];
    expect(activeMenu(menus, 1, now)?.id).toBe(7);
  });

  it('compares instants, not strings, across time zone notations', () => {
    const menus = [menu(1, '2026-11-20T08:15:00Z'), menu(2, '2026-11-20T09:00:00+01:00')];
    expect(activeMenu(menus, 1, now)?.id).toBe(1);
  });
});
