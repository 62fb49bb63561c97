import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, HTTP_MESSAGES, PUBLIC_PAGE_PATHS, SEO_TEXT, publicBrandPath, publicCreatorPath } from '@sponsorly/shared';
import { SITEMAP_MAX_URLS, listPublicProfilePages, loadBrandPageMeta, loadCreatorPageMeta, publicHandleOf } from '@sponsorly/api';
import type { Database, Kysely } from '@sponsorly/db';
import { AppPages, type PageRenderer, type ServerRendering, type SessionLookup } from './app-pages';
import { NOINDEX_TAG, absoluteImage, escapeHtml, headTags, shellWithHead, shortDescription } from './public-page-head';

/** Found through the package, so it resolves the same from the TypeScript source and from the bundle. */
export const WEB_DIST = join(dirname(createRequire(import.meta.url).resolve('@sponsorly/web/package.json')), 'dist');

/**
 * What the web build writes (apps/web/scripts/prerender.ts): a page prerendered for each path it
 * renders (`index.html` for `/`, `login.html` for `/login`), and an empty shell for every other path.
 */
const SPA_FALLBACK = 'spa-fallback.html';

/** Vite names built assets by content hash, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages name the current assets: a browser must check for a new release before using its copy. */
const REVALIDATE = 'no-cache';

/** What the public pages, the sitemap and robots.txt need: the database and the site's public base URL. */
export interface PublicSite {
  db: Kysely<Database>;
  /** APP_URL, without a trailing slash. */
  appUrl: string;
  /** Who is logged in, written into the shell of app pages (plugins/app-pages.ts). */
  sessionUser?: SessionLookup;
  /** The calls a logged-in page's server render makes (plugins/app-pages.ts). */
  callsFor?: ServerRendering['callsFor'];
}

/** The web build's server renderer, beside the browser build. */
const RENDERER_ENTRY = join(dirname(WEB_DIST), 'node_modules/.prerender/prerender.js');

async function loadRenderer(): Promise<PageRenderer | undefined> {
  if (!existsSync(RENDERER_ENTRY)) return undefined;
  return (await import(pathToFileURL(RENDERER_ENTRY).href)) as PageRenderer;
}

/** Keeps a page out of search engines' indexes (the shell of app pages, limited profiles, unknown pages). */
const NOINDEX = { 'X-Robots-Tag': 'noindex' };

/**
 * Serves the built web app. Every file has a brotli and a gzip copy made at build time, sent to
 * browsers that accept them. Prerendered pages are served at their paths; any other path that is not
 * an API path gets the shell, so the client router can show deep links such as /verify-email?token=...
 * With `site`, public creator and brand pages get their title, description and preview tags in the HTML
 * sent, and `/sitemap.xml` and `/robots.txt` are served (docs/profiles.md "Public pages").
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST, site?: PublicSite): Promise<void> {
  const hasBuild = existsSync(join(root, SPA_FALLBACK));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, sentPath) {
        // The path of the file sent, which may be the compressed copy (`.br`, `.gz`).
        const path = sentPath.replace(/\.(?:br|gz)$/, '');
        if (path.endsWith('.html')) reply.header('Cache-Control', REVALIDATE);
        else if (path.startsWith(join(root, 'assets') + sep)) reply.header('Cache-Control', IMMUTABLE);
      },
    });
    for (const [path, file] of prerenderedPages(root)) {
      app.get(path, (_request, reply) => reply.sendFile(file));
    }
  }
  const rendering = site?.callsFor ? { renderer: loadRenderer(), callsFor: site.callsFor } : undefined;
  const pages = hasBuild
    ? AppPages.load(root, readFileSync(join(root, SPA_FALLBACK), 'utf8'), site?.sessionUser, rendering)
    : undefined;
  if (pages && site) registerPublicPages(app, site, pages);
  const indexable = new Set<string>(PUBLIC_PAGE_PATHS);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/');
    if (isApi || request.method !== 'GET' || !pages) {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
    // App pages (dashboards, deals, settings...) are nobody's search result; the public ones are listed.
    if (!indexable.has(path)) reply.headers(NOINDEX);
    return pages.send(request, reply);
  });
}

/**
 * Public creator and brand pages, /creators/:id's permanent redirect, the sitemap and robots.txt. Every
 * value that comes from a user is escaped before it reaches the HTML or the XML.
 */
function registerPublicPages(app: FastifyInstance, site: PublicSite, pages: AppPages): void {
  const { db, appUrl } = site;
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, tags: string, status = 200) =>
    pages.send(request, reply, { status, head: (shell) => shellWithHead(shell, tags) });
  /** The shell, kept out of indexes: the app says what there is to say (log in, not found). */
  const sendUnindexed = (request: FastifyRequest, reply: FastifyReply, status = 200) =>
    sendHtml(request, reply.headers(NOINDEX), NOINDEX_TAG, status);

  app.get<{ Params: { handle: string } }>('/c/:handle', async (request, reply) => {
    const page = await loadCreatorPageMeta(db, request.params.handle);
    if (!page) return sendUnindexed(request, reply, 404);
    // A page kept to brands says nothing of its creator to a reader the server does not know.
    if (!page.public) return sendUnindexed(request, reply);
    const tags = headTags({
      title: page.name,
      description: shortDescription(page.bio || SEO_TEXT.creatorDescription(page.name, page.what)),
      canonical: `${appUrl}${publicCreatorPath(page.handle)}`,
      image: absoluteImage(page.image, appUrl),
      type: 'profile',
    });
    return sendHtml(request, reply, tags);
  });

  app.get<{ Params: { id: string } }>('/brands/:id', async (request, reply) => {
    const brand = await loadBrandPageMeta(db, request.params.id);
    if (!brand) return sendUnindexed(request, reply, 404);
    const tags = headTags({
      title: brand.name,
      description: shortDescription(brand.description || SEO_TEXT.brandDescription(brand.name)),
      canonical: `${appUrl}${publicBrandPath(brand.id)}`,
      image: absoluteImage(brand.logo, appUrl),
      type: 'website',
    });
    return sendHtml(request, reply, tags);
  });

  // The old address of a creator's page. A public page moves for good (301); revalidated, since the
  // creator may change the handle or limit the page. Otherwise the app answers, by id, for whoever may look.
  app.get<{ Params: { id: string } }>('/creators/:id', async (request, reply) => {
    const handle = await publicHandleOf(db, request.params.id);
    if (!handle) return sendUnindexed(request, reply);
    return reply.header('Cache-Control', REVALIDATE).redirect(publicCreatorPath(handle), 301);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries: SitemapEntry[] = [
      ...PUBLIC_PAGE_PATHS.map((path) => ({ path, updatedAt: null })),
      ...(await listPublicProfilePages(db, SITEMAP_PROFILE_PAGES)),
    ];
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', REVALIDATE).send(sitemapXml(appUrl, entries));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /trpc/', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n'),
      ),
  );
}

/** One file's worth of addresses (the protocol's limit), the site's own pages first. */
const SITEMAP_PROFILE_PAGES = SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length;

interface SitemapEntry {
  path: string;
  updatedAt: Date | null;
}

function sitemapXml(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${appUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The prerendered pages of the build by the path they answer: `index.html` is `/`, `signup/creator.html` is `/signup/creator`. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === SPA_FALLBACK) continue;
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    pages.set(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, file);
  }
  return pages;
}
