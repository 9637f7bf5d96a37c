import { resolve } from 'node:path';
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
};

/** Every module `start` reaches through static imports (dynamic imports stay separate files). */
function staticClosure(graph: ModuleGraph, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Few files for the server-rendered pages (ADR 031). Left to itself the bundler gives every set of
 * routes that shares a module its own file: the branch page needed 42 scripts of 1–2 KB, and a phone
 * fetches them six at a time, a round trip each, before the page may count as painted. This plugin
 * sorts the code in layers: `app` (what the entry script loads), then one file per page in `pages`'
 * order with what that page adds to the layers before it (`pages` from the lightest to the heaviest, so
 * a light page never loads a heavier page's code). Each page keeps its own chunk; code no page loads
 * statically (the back office, lazily loaded parts) is split as before.
 *
 * `groups` join `codeSplitting.groups` of the client build. Each layer is a group of its own with a
 * higher priority than the next: a group takes in the modules its modules import, and a heavier layer
 * taken first would take the lighter layers' modules with it. Groups of single libraries (the framework)
 * need a priority above `groups.length` to be taken out before every layer.
 */
export function pageChunks(options: { root: string; pages: Record<string, string> }): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number }[];
} {
  const layerOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'tischlein:page-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      layerOf.clear();
      const graph = this as unknown as ModuleGraph;
      const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
      // The entries and the scripts they name stay the entry chunk, the file the service worker keeps.
      const kept = new Set(entries.flatMap((id) => [id, ...(graph.getModuleInfo(id)?.importedIds ?? [])]));
      const pages = Object.entries(options.pages).map(
        ([name, page]) => [name, resolve(options.root, page)] as const,
      );
      for (const [, id] of pages) {
        if (graph.getModuleInfo(id) === null) throw new Error(`page-chunks: no module ${id}`);
        kept.add(id);
      }
      const layers = [['app', entries] as const, ...pages.map(([name, id]) => [name, [id]] as const)];
      for (const [name, start] of layers) {
        for (const id of staticClosure(graph, start)) {
          if (!kept.has(id) && !layerOf.has(id)) layerOf.set(id, name);
        }
      }
    },
  };
  const names = ['app', ...Object.keys(options.pages)];
  const groups = names.map((name, index) => ({
    name,
    test: (id: string) => layerOf.get(id) === name,
    priority: names.length - index,
  }));
  return { plugin, groups };
}
