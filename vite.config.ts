import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageChunks } from './scripts/vite-page-chunks.js';
import { precompress } from './scripts/vite-precompress.js';
import { appBackgroundColor, appIcons, appThemeColor } from './src/domain/content/app-icons.js';

// The server-rendered pages, from the lightest to the heaviest (ADR 031).
const pages = pageChunks({
  root: 'src/web',
  pages: {
    start: 'storefront/home/components/home-page.tsx',
    content: 'storefront/content/components/content-page.tsx',
    menu: 'storefront/branch/components/branch-page.tsx',
  },
});

/**
 * Two builds: the browser's (dist/web, precompressed) and the server renderer of the public pages
 * (dist/web/.ssr, never served: the server does not serve dot folders). ADR 014.
 */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    // The installable storefront (ADR 015): manifest, and src/web/sw.ts with the build's files to precache.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // The storefront registers the worker itself, only when the install plugin is on.
      injectRegister: false,
      injectManifest: { globPatterns: ['index.html', 'assets/{index,app}-*.{js,css}', 'favicon.svg'] },
      manifest: {
        id: '/',
        name: 'Tischlein',
        short_name: 'Tischlein',
        description: 'Online bestellen und reservieren',
        lang: 'de-AT',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: appBackgroundColor,
        theme_color: appThemeColor,
        icons: appIcons,
      },
    }),
    pages.plugin,
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
  },
  environments: {
    client: {
      build: {
        // What a visitor downloads has its own budget, measured as sent (bench/bundle-size.mjs in npm
        // test). The chunks past Vite's 500 kB are MapLibre (1.1 MB) and its worker (520 kB), fetched
        // only for a map, after consent.
        chunkSizeWarningLimit: 1_200,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // React, its router and its query cache are one library to a visitor: one file instead of
                  // four, and it stays cached across deployments that change only our own code.
                  name: 'framework',
                  priority: pages.groups.length + 1,
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                },
                {
                  // zod with its setting for the strict CSP in one file: schemas built before the setting ran
                  // would try `new Function` (a reported violation). A file of its own runs whole before any
                  // module that imports it; inside a bigger file the bundler may order modules otherwise.
                  name: 'zod',
                  priority: pages.groups.length + 1,
                  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-without-eval\.ts$/,
                },
                ...pages.groups,
              ],
            },
          },
        },
      },
    },
    ssr: {
      // React and its companions are bundled in their production builds: the server's renderer must not
      // run React's development checks, whatever NODE_ENV the server starts with.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: '../../dist/web/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // The server's renderer, read from disk once at start and never sent: its size costs no visitor.
        chunkSizeWarningLimit: 2_000,
        rollupOptions: { input: 'src/web/entry-server.tsx' },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      // The client first: it empties dist/web, where the renderer lives.
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (environment === undefined) throw new Error(`Vite has no ${name} build environment`);
        await builder.build(environment);
      }
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/image': 'http://127.0.0.1:3000',
      '/upload': 'http://127.0.0.1:3000',
    },
  },
});
