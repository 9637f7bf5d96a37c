/**
 * The architecture, as rules `npm test` holds (ADR 039; `npm run check:architecture`).
 *
 * src/domain   pure rules and zod contracts: imports neither server nor web.
 * src/web      the browser: never imports server code; what both sides need lives in src/domain.
 * src/server   infrastructure (db, http, jobs, lib, realtime, storage, integrations, config) below the
 *              bounded contexts. Each context is a folder with one entry file, index.ts: its routes plugin and
 *              the few functions other contexts may call. A context reaches another only through that entry.
 *              Contexts form layers, lowest first (a context may use those listed before it):
 *                organisation → content → messaging → catalogue → devices → ordering → requests,
 *                staff-time → statistics, storefront → signage, operations.
 *              app.ts composes them and is imported only by main.ts (and tests); context.ts is the type every
 *              route is given and names only files that import no context entry.
 * Nowhere in src may imports go round in a circle (type-only imports included).
 */
const contexts =
  'organisation|content|messaging|catalogue|devices|ordering|requests|staff-time|statistics|signage|storefront|operations';
const infrastructure = 'db|http|jobs|lib|realtime|storage|integrations|config';

/** Every rule is an error: the check passes with no violation or fails `npm test`. */
const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'An import circle makes load order matter and hides which part depends on which.',
      { path: '^src/' },
      { circular: true },
    ),
    rule(
      'domain-is-pure',
      'src/domain runs in the browser and on the server: it imports neither.',
      { path: '^src/domain/' },
      { path: '^src/(server|web)/' },
    ),
    rule(
      'web-never-imports-server',
      'Contracts both sides need live in src/domain.',
      { path: '^src/web/' },
      { path: '^src/server/' },
    ),
    rule(
      'server-never-imports-web',
      'The server loads the built web app at run time (storefront/pages), never its sources.',
      { path: '^src/server/' },
      { path: '^src/web/' },
    ),
    rule(
      'context-through-its-entry',
      'Another context is reached only through its index.ts, the functions it offers.',
      { path: `^src/server/(${contexts})/` },
      {
        path: `^src/server/(${contexts})/`,
        pathNot: ['^src/server/$1/', `^src/server/(${contexts})/index\\.ts$`],
      },
    ),
    rule(
      'infrastructure-below-contexts',
      'Infrastructure serves every context and knows none of them.',
      { path: `^src/server/(${infrastructure})/` },
      { path: `^src/server/(${contexts})/` },
    ),
    rule(
      'app-only-from-main',
      'app.ts registers the contexts; nothing inside the app imports it.',
      { path: '^src/', pathNot: '^src/server/main\\.ts$' },
      { path: '^src/server/app\\.ts$' },
    ),
    rule(
      'context-type-names-leaves',
      'context.ts may name a context only by type, from a file that is not its entry.',
      { path: '^src/server/context\\.ts$' },
      { path: `^src/server/(${contexts})/index\\.ts$` },
    ),
    rule(
      'layers',
      'Lower contexts do not use higher ones (see the order above).',
      { path: '^src/server/organisation/' },
      { path: `^src/server/(${contexts})/`, pathNot: '^src/server/organisation/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    exclude: { path: '(^|/)node_modules/' },
  },
};
