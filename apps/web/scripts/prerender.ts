import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';

/**
 * Pages rendered at build time: the landing, the pages visitors open from outside to sign up or log in,
 * and the legal pages. They are the same for every visitor until the API says who is logged in (and
 * what the settings a page names are). Every other path gets the empty shell and renders in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/signup',
  '/signup/creator',
  '/signup/brand',
  '/forgot-password',
  '/privacy',
  '/terms',
  '/cookies',
] as const;

/** Served for every path without a prerendered page. */
const SPA_FALLBACK = 'spa-fallback.html';

const EMPTY_ROOT = '<div id="root"></div>';

interface PrerenderModule {
  renderPage(path: string): Promise<{ html: string; components: unknown[] }>;
  lazyPages(): Promise<Array<{ path: string; loaded: unknown[]; serverRendered: boolean }>>;
}

/**
 * Read by the server (apps/server/src/plugins/app-pages.ts): for each page it answers with the shell, the
 * chunks and styles of that page, which it names in the shell so the browser fetches them beside the app's
 * own script rather than once that script has run. Assets of the build, like the rest of dist/.
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

export interface PageChunksFile {
  /** The script that loads the app once a page rendered on the server is painted (src/start-after-paint.ts). */
  starter: string;
  pages: PageChunks[];
}

export interface PageChunks {
  path: string;
  scripts: string[];
  styles: string[];
  /** Rendered on the server for a logged-in reader (src/app/render-app-page.tsx). */
  serverRendered: boolean;
}

/** `/` is index.html, `/signup/creator` is signup/creator.html; the server maps them back. */
function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Renders each page of PRERENDERED_PATHS with the server build of the app (src/prerender.tsx) into a
 * copy of the built index.html, so the browser paints it before any script has run. The page's scripts
 * are then loaded by the starter (src/start-after-paint.ts) once it is painted, rather than named in the
 * head where they would be fetched at once. A page whose route is lazy gets its chunk's styles in the
 * head (the first paint needs them) and its chunk loaded with the app (hydration waits for it). Vite's
 * index.html itself becomes the SPA fallback.
 */
export async function prerender(outDir: string, serverDir: string): Promise<void> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to render into`);
  const clientManifest = await readManifest(join(outDir, '.vite/manifest.json'));
  const serverManifest = await readManifest(join(serverDir, '.vite/manifest.json'));
  // The manifest is for this step only; it is not served.
  await rm(join(outDir, '.vite'), { recursive: true });
  await rename(join(outDir, 'index.html'), join(outDir, SPA_FALLBACK));

  const starter = clientManifest['src/start-after-paint.ts']?.file;
  if (!starter) throw new Error('The client build has no src/start-after-paint.ts');
  const appScripts = [...template.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  const withoutScripts = template.replace(SCRIPT_TAG, '');

  const server = (await import(
    pathToFileURL(join(serverDir, serverManifest['src/prerender.tsx']!.file)).href
  )) as PrerenderModule;
  for (const path of PRERENDERED_PATHS) {
    const { html, components } = await server.renderPage(path);
    const lazy = chunksOf(await modulesExporting(components, serverManifest, serverDir), clientManifest);
    const styles = lazy.styles
      .filter((file) => !template.includes(`"/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const modules = [...appScripts, ...lazy.scripts.map((file) => `/${file}`).filter((file) => !appScripts.includes(file))];
    const start = `<script type="module" crossorigin src="/${starter}" data-modules="${modules.join(' ')}"></script>`;
    // Functions, not strings, as replacements: the page's text may hold `$&` and the like.
    const page = withoutScripts
      .replace('</head>', () => `${styles.join('')}${start}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
    const file = join(outDir, pageFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }

  const inShell = (file: string) => template.includes(`"/${file}"`);
  const pageChunks: PageChunks[] = [];
  for (const { path, loaded, serverRendered } of await server.lazyPages()) {
    const chunks = chunksOf(await modulesExporting(loaded, serverManifest, serverDir), clientManifest);
    pageChunks.push({
      path,
      scripts: chunks.scripts.filter((file) => !inShell(file)).map((file) => `/${file}`),
      styles: chunks.styles.filter((file) => !inShell(file)).map((file) => `/${file}`),
      serverRendered,
    });
  }
  await writeFile(
    join(outDir, PAGE_CHUNKS_FILE),
    JSON.stringify({ starter: `/${starter}`, pages: pageChunks } satisfies PageChunksFile),
  );
}

/** The module scripts and module preloads Vite wrote into index.html, by address. */
const SCRIPT_TAG = /\s*<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"[^>]*>(?:<\/script>)?/g;

async function readManifest(file: string): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/** The lazily loaded source modules (manifest keys) whose server chunk exports one of the components. */
async function modulesExporting(components: unknown[], manifest: Manifest, serverDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const [source, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const exported = Object.values((await import(pathToFileURL(join(serverDir, chunk.file)).href)) as Record<string, unknown>);
    if (components.some((component) => exported.includes(component))) found.push(source);
  }
  return found;
}

/** The browser chunks of `modules` and of what they import, with their stylesheets. */
function chunksOf(modules: string[], manifest: Manifest): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}
