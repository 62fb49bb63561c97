import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';

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

/**
 * Serves the built web app. Every file has a brotli and a gzip copy made at build time, sent to
 * browsers that accept them. Prerendered pages are served at their paths; any other path that is not
 * an API path gets the shell, so the client router can show deep links such as /verify-email?token=...
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/');
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
    return reply.sendFile(SPA_FALLBACK);
  });
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
