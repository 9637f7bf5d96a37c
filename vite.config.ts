import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.js';

/**
 * Two builds: the browser's (dist/web, precompressed) and the server renderer of the public pages
 * (dist/web/.ssr, never served: the server does not serve dot folders). ADR 014.
 */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
  },
  environments: {
    ssr: {
      // React and its companions are bundled in their production builds: the server's renderer must not
      // run React's development checks, whatever NODE_ENV the server starts with.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: '../../dist/web/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
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
