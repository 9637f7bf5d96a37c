import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageChunks } from '../../scripts/vite-page-chunks.js';

const root = '/app/web';
const at = (file: string) => resolve(root, file);

/** A module graph as Rolldown's plugin context shows it: static imports by module id. */
function graph(imports: Record<string, string[]>, entry: string) {
  return {
    getModuleIds: () => Object.keys(imports).map(at)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const file = Object.keys(imports).find((name) => at(name) === id);
      return file === undefined
        ? null
        : { isEntry: file === entry, importedIds: (imports[file] ?? []).map(at) };
    },
  };
}

function layersOf(imports: Record<string, string[]>) {
  const { plugin, groups } = pageChunks({
    root,
    pages: { start: 'home.tsx', content: 'content.tsx', menu: 'branch.tsx' },
  });
  (plugin.buildEnd as (this: unknown) => void).call(graph(imports, 'index.html'));
  const layerOf = (file: string) => groups.find((group) => group.test(at(file)))?.name ?? null;
  return { groups, layerOf };
}

describe('page chunks', () => {
  const { groups, layerOf } = layersOf({
    'index.html': ['main.tsx'],
    'main.tsx': ['router.ts', 'base.css'],
    'router.ts': ['format.ts'],
    'format.ts': [],
    'base.css': [],
    'home.tsx': ['format.ts', 'picture.tsx', 'hours.ts'],
    'picture.tsx': ['image-url.ts'],
    'image-url.ts': [],
    'hours.ts': [],
    'content.tsx': ['picture.tsx', 'sections.tsx'],
    'sections.tsx': ['dialog.tsx'],
    'dialog.tsx': [],
    'branch.tsx': ['hours.ts', 'menu.tsx', 'dialog.tsx'],
    'menu.tsx': ['cart.ts'],
    'cart.ts': [],
    'backoffice.tsx': ['cart.ts', 'editor.tsx'],
    'editor.tsx': [],
  });

  it('puts what the entry loads in one layer, but the entry and the script it names', () => {
    expect(['router.ts', 'format.ts', 'base.css'].map(layerOf)).toEqual(['app', 'app', 'app']);
    expect(['index.html', 'main.tsx'].map(layerOf)).toEqual([null, null]);
  });

  it('gives each page what it adds to the lighter pages before it', () => {
    expect(['picture.tsx', 'image-url.ts', 'hours.ts'].map(layerOf)).toEqual(['start', 'start', 'start']);
    expect(['sections.tsx', 'dialog.tsx'].map(layerOf)).toEqual(['content', 'content']);
    expect(['menu.tsx', 'cart.ts'].map(layerOf)).toEqual(['menu', 'menu']);
  });

  it('leaves the pages themselves and code no page imports to the bundler', () => {
    expect(['home.tsx', 'content.tsx', 'branch.tsx', 'backoffice.tsx', 'editor.tsx'].map(layerOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('ranks a lighter layer above a heavier one, so the heavier cannot take its modules', () => {
    expect(groups.map((group) => group.name)).toEqual(['app', 'start', 'content', 'menu']);
    const priorities = groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(groups.length);
  });

  it('refuses a page the build does not have', () => {
    expect(() => layersOf({ 'index.html': ['main.tsx'], 'main.tsx': [], 'home.tsx': [] })).toThrow(
      /no module .*content\.tsx/,
    );
  });
});
