import { describe, expect, it } from 'vitest';
import { contentMessages } from '../../content/messages.js';
import { validationMessages as m } from '../../validation/messages.js';
import { navigationInputSchema } from './navigation.js';

const issues = (value: unknown) =>
  navigationInputSchema
    .safeParse(value)
    .error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('navigation input', () => {
  it('fills defaults, drops the target of home and writes ids as text', () => {
    const parsed = navigationInputSchema.parse({
      identifier: 'header-navigation',
      items: [
        { type: 'home', target: '/ignored', label: 'Start' },
        {
          type: 'site',
          target: 5,
          label: 'Über uns',
          children: [{ type: 'branch', target: '2', label: 'Bregenz' }],
        },
      ],
    });
    expect(parsed.items).toEqual([
      { type: 'home', target: null, label: 'Start', isEnabled: true, children: [] },
      {
        type: 'site',
        target: '5',
        label: 'Über uns',
        isEnabled: true,
        children: [{ type: 'branch', target: '2', label: 'Bregenz', isEnabled: true, children: [] }],
      },
    ]);
  });

  it.each([
    [{ type: 'link', target: 'javascript:alert(1)', label: 'x' }, 'items.0.target', contentMessages.linkUrl],
    [{ type: 'link', target: null, label: 'x' }, 'items.0.target', m.blank],
    [{ type: 'site', target: 'ueber-uns', label: 'x' }, 'items.0.target', contentMessages.navigationTargetId],
    [{ type: 'branch', target: null, label: 'x' }, 'items.0.target', contentMessages.navigationTargetId],
    [{ type: 'link', target: '/', label: '  ' }, 'items.0.label', m.blank],
    [{ type: 'menu', target: '/', label: 'x' }, 'items.0.type', m.choice],
  ])('refuses the entry %j', (item, path, message) => {
    expect(issues({ identifier: 'footer-navigation', items: [item] })).toEqual([{ path, message }]);
  });

  it('refuses a tree deeper than three levels, however deep', () => {
    const leaf = { type: 'home', label: 'x' };
    const nest = (depth: number): object => (depth === 1 ? leaf : { ...leaf, children: [nest(depth - 1)] });
    expect(issues({ identifier: 'x', items: [nest(3)] })).toBeUndefined();
    expect(issues({ identifier: 'x', items: [nest(4)] })).toEqual([
      { path: 'items', message: contentMessages.navigationTooDeep(3) },
    ]);
    expect(issues({ identifier: 'x', items: [nest(5000)] })?.[0]?.path).toBe('items');
  });

  it('refuses more than 200 entries in all', () => {
    const children = Array.from({ length: 100 }, () => ({ type: 'home', label: 'x' }));
    const items = [1, 2].map(() => ({ type: 'home', label: 'x', children }));
    expect(issues({ identifier: 'x', items })).toEqual([
      { path: 'items', message: contentMessages.navigationTooManyItems(200) },
    ]);
  });
});
