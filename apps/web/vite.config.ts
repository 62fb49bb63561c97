import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/prerender.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';
/** Where the small modules that many pages share live: icons, shared rules and words, helpers, UI parts. */
const SMALL_SHARED = /lucide-react|packages\/shared\/src|src\/lib\/|src\/components\/ui\//;
/** A module that imports zod would bring the schemas' library to every page that loads the common chunk. */
const importsZod = (id: string) => /from ['"]zod['"]/.test(readFileSync(id.split('?')[0]!, 'utf8'));
const isSmallSharedModule = (id: string) => SMALL_SHARED.test(id) && !/zod|hookform/.test(id) && !importsZod(id);
const START_AFTER_PAINT = 'start-after-paint.ts';
const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));
/** The server build of the app, used only to prerender pages; never served. */
const PRERENDER_DIR = fileURLToPath(new URL('./node_modules/.prerender', import.meta.url));

/**
 * The API refuses state-changing requests whose Origin is not its own (CSRF guard), and in development
 * the page's origin is Vite's. The proxy therefore presents the API's own origin.
 */
const apiProxy: ProxyOptions = {
  target: API_ORIGIN,
  changeOrigin: true,
  configure(proxy) {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000');
    });
  },
};

export default defineConfig({
  plugins: [react()],
  // zod without its eval probe, which our CSP refuses (src/lib/zod-without-eval.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/trpc': apiProxy, '/api': apiProxy },
  },
  environments: {
    client: {
      build: {
        outDir: OUT_DIR,
        // Read by the prerender step to link a page's lazy chunks; removed once it has run.
        manifest: true,
        rolldownOptions: {
          input: { index: 'index.html', [START_AFTER_PAINT.replace('.ts', '')]: `src/${START_AFTER_PAINT}` },
          output: {
            // What the first page needs comes as one file; left alone, the bundler would cut a small chunk
            // for every module that a lazy page also uses, each one more request before the page can start.
            // The starter of prerendered pages stays apart: it must not pull in the app it loads later.
            // Among the lazy pages, the same holds: the small modules two pages or more share (an icon, a
            // page's words, a button) come as one `common` file, where each was a file of its own (a deal
            // page made 50 requests), and zod and the form library come as one file each, only to the
            // pages that validate something.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(START_AFTER_PAINT), priority: 3 },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/, priority: 2 },
                { name: 'forms', test: /react-hook-form|@hookform/, priority: 2 },
                { name: 'common', minShareCount: 2, maxModuleSize: 4000, test: isSmallSharedModule, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: PRERENDER_DIR,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: { prerender: 'src/prerender.tsx' } },
      },
    },
  },
  builder: {
    // `vite build`: the browser bundle, then the server bundle that renders the prerendered pages into
    // it, then a brotli and a gzip copy of every text file.
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      await prerender(OUT_DIR, PRERENDER_DIR);
      await precompress(OUT_DIR);
    },
  },
});
