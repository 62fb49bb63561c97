import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { TIME_ZONE_COOKIE, type PublicUser } from '@sponsorly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the web build says each page loads first (apps/web/scripts/prerender.ts, `page-chunks.json`):
 * the page's route path, its scripts and its styles.
 */
interface PageChunks {
  path: string;
  scripts: string[];
  styles: string[];
  /** Rendered here for a logged-in reader: the pages whose first data the web app names. */
  serverRendered: boolean;
}

interface PageChunksFile {
  starter: string;
  pages: PageChunks[];
}

/** Who is logged in, as `auth.me` answers it; undefined when it could not be read (the app asks itself). */
export type SessionLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<PublicUser | null | undefined>;

/** A call to a procedure in this process, for the request's session (what the page would ask over /trpc). */
export type ServerCall = (path: string, input: unknown) => Promise<unknown>;

/** The web build's server renderer (apps/web/src/app/render-app-page.tsx). */
export interface PageRenderer {
  renderAppPage(
    path: string,
    search: string,
    user: PublicUser,
    call: ServerCall,
    timeZone?: string,
  ): Promise<{ html: string; state: unknown }>;
}

/** What rendering a logged-in page on the server needs: the renderer, and the calls for a request. */
export interface ServerRendering {
  renderer: Promise<PageRenderer | undefined>;
  callsFor(request: FastifyRequest, reply: FastifyReply): ServerCall;
}

/** Pages the server writes per request name a session: no shared cache may keep them. */
const PRIVATE_REVALIDATE = 'private, no-cache';
/** A page's HTML is small: compressing it as it is sent costs less than a millisecond. */
const BROTLI_QUALITY = 5;

/**
 * The shell of every page the server does not send prerendered (a dashboard, a deal, a public profile),
 * written for the request: it names the page's own chunks and styles, so the browser fetches them beside
 * the app's script instead of once that script has run, and it carries the answer to "who is logged in?"
 * so that the page's first calls leave at once rather than one round trip later. The answer is the one
 * `auth.me` gives the same cookie; the app reads it from a JSON data block (never run as a script, so the
 * content security policy is unchanged), and asks the server again once it is a minute old.
 */
export class AppPages {
  private readonly pages: Array<PageChunks & { pattern: string[] }>;

  constructor(
    private readonly shell: string,
    private readonly chunks: PageChunksFile,
    private readonly sessionUser?: SessionLookup,
    private readonly rendering?: ServerRendering,
  ) {
    // The most specific page first: `/deals/new` before `/deals/:id`.
    this.pages = chunks.pages
      .map((page) => ({ ...page, pattern: segments(page.path) }))
      .sort((a, b) => staticSegments(b.pattern) - staticSegments(a.pattern));
  }

  static load(root: string, shell: string, sessionUser?: SessionLookup, rendering?: ServerRendering): AppPages {
    const file = join(root, 'page-chunks.json');
    const chunks = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageChunksFile) : { starter: '', pages: [] };
    return new AppPages(shell, chunks, sessionUser, rendering);
  }

  /** The shell for `path`, with `head` (a public page's title and preview tags) applied to it. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { status?: number; head?: (shell: string) => string } = {},
  ): Promise<FastifyReply> {
    const [path = '/', query] = request.url.split('?');
    const user = await this.lookUp(request, reply);
    let html = options.head ? options.head(this.shell) : this.shell;
    const rendered = user ? await this.render(request, reply, path, query ? `?${query}` : '', user) : undefined;
    const blocks = sessionBlock(user) + (rendered ? dataBlock('query-cache', rendered.state) : '');
    if (rendered) {
      html = this.startedAfterPaint(
        html.replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`),
        path,
      );
      html = html.replace('</head>', () => `${this.preloads(path, 'styles')}${blocks}</head>`);
    } else {
      html = html.replace('</head>', () => `${this.preloads(path)}${blocks}</head>`);
    }
    reply
      .status(options.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', PRIVATE_REVALIDATE)
      .header('Vary', 'Accept-Encoding, Cookie');
    return reply.send(compressFor(request, reply, html));
  }

  /** The link tags that start fetching the page's styles and chunks with the app's own script. */
  preloads(path: string, only?: 'styles'): string {
    const page = this.match(path);
    if (!page) return '';
    return [
      ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...(only === 'styles' ? [] : page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
    ].join('');
  }

  /**
   * A page rendered here is readable once its HTML and styles are in: as for the prerendered pages, the
   * app and the page's chunks are loaded by the starter once the page is painted, so on a slow connection
   * they do not share the bandwidth with the styles the first paint waits for.
   */
  private startedAfterPaint(html: string, path: string): string {
    const app = APP_SCRIPT.exec(html)?.[1];
    if (!app || !this.chunks.starter) return html;
    const modules = [app, ...(this.match(path)?.scripts ?? [])].join(' ');
    return html.replace(
      APP_SCRIPT,
      () => `<script type="module" crossorigin src="${this.chunks.starter}" data-modules="${modules}"></script>`,
    );
  }

  private match(path: string): PageChunks | undefined {
    const parts = segments(path);
    return this.pages.find(
      ({ pattern }) => pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]),
    );
  }

  private async render(request: FastifyRequest, reply: FastifyReply, path: string, search: string, user: PublicUser) {
    if (!this.rendering || !this.match(path)?.serverRendered) return undefined;
    try {
      const renderer = await this.rendering.renderer;
      if (!renderer) return undefined;
      // Without the reader's zone the times on the page could differ from the browser's, and React would
      // throw the server's HTML away: such a page (a session older than the zone's report) renders in the browser.
      const zone = readTimeZone(request.cookies[TIME_ZONE_COOKIE]);
      if (!zone) return undefined;
      return await renderer.renderAppPage(path, search, user, this.rendering.callsFor(request, reply), zone);
    } catch (error) {
      // The page still works: the browser renders it, as it does for a page without a server render.
      request.log.warn({ err: error, path }, 'server render failed; sending the shell');
      return undefined;
    }
  }

  private async lookUp(request: FastifyRequest, reply: FastifyReply): Promise<PublicUser | null | undefined> {
    if (!this.sessionUser) return undefined;
    try {
      return await this.sessionUser(request, reply);
    } catch {
      // The database is away: the page still loads, and the app asks who is logged in once it runs.
      return undefined;
    }
  }
}

/** The reader's zone as their browser reported it, if it is one this runtime knows. */
function readTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const segments = (path: string) => path.split('/').filter(Boolean);
const staticSegments = (pattern: string[]) => pattern.filter((part) => !part.startsWith(':')).length;

/**
 * The session as a JSON data block. `<` is written as its escape so that no value (a name holding
 * `</script>`) can end the block; the line separators JSON allows but scripts did not are escaped too.
 */
function sessionBlock(user: PublicUser | null | undefined): string {
  return user === undefined ? '' : dataBlock('session', { user });
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's script in the shell Vite wrote. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

function compressFor(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}
