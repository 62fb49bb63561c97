import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { PublicUser } from '@sponsorly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the web build says each page loads first (apps/web/scripts/prerender.ts, `page-chunks.json`):
 * the page's route path, its scripts and its styles.
 */
interface PageChunks {
  path: string;
  scripts: string[];
  styles: string[];
}

/** Who is logged in, as `auth.me` answers it; undefined when it could not be read (the app asks itself). */
export type SessionLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<PublicUser | null | undefined>;

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
    chunks: PageChunks[],
    private readonly sessionUser?: SessionLookup,
  ) {
    // The most specific page first: `/deals/new` before `/deals/:id`.
    this.pages = chunks
      .map((page) => ({ ...page, pattern: segments(page.path) }))
      .sort((a, b) => staticSegments(b.pattern) - staticSegments(a.pattern));
  }

  static load(root: string, shell: string, sessionUser?: SessionLookup): AppPages {
    const file = join(root, 'page-chunks.json');
    const chunks = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageChunks[]) : [];
    return new AppPages(shell, chunks, sessionUser);
  }

  /** The shell for `path`, with `head` (a public page's title and preview tags) applied to it. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { status?: number; head?: (shell: string) => string } = {},
  ): Promise<FastifyReply> {
    const path = request.url.split('?')[0] ?? '/';
    const user = await this.lookUp(request, reply);
    let html = options.head ? options.head(this.shell) : this.shell;
    html = html.replace('</head>', () => `${this.preloads(path)}${sessionBlock(user)}</head>`);
    reply
      .status(options.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', PRIVATE_REVALIDATE)
      .header('Vary', 'Accept-Encoding, Cookie');
    return reply.send(compressFor(request, reply, html));
  }

  /** The link tags that start fetching the page's chunks and styles with the app's own script. */
  preloads(path: string): string {
    const page = this.match(path);
    if (!page) return '';
    return [
      ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
  }

  private match(path: string): PageChunks | undefined {
    const parts = segments(path);
    return this.pages.find(
      ({ pattern }) => pattern.length === parts.length && pattern.every((part, i) => part.startsWith(':') || part === parts[i]),
    );
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

const segments = (path: string) => path.split('/').filter(Boolean);
const staticSegments = (pattern: string[]) => pattern.filter((part) => !part.startsWith(':')).length;

/**
 * The session as a JSON data block. `<` is written as its escape so that no value (a name holding
 * `</script>`) can end the block; the line separators JSON allows but scripts did not are escaped too.
 */
function sessionBlock(user: PublicUser | null | undefined): string {
  if (user === undefined) return '';
  const json = JSON.stringify({ user })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="session">${json}</script>`;
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
