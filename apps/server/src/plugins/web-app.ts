import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app. Any path that is not an API path gets index.html, so the client router
 * can show deep links such as /verify-email?token=... on a fresh load.
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_DIST): Promise<void> {
  const hasBuild = existsSync(`${root}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash, so they can be cached for good.
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/');
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: MESSAGES.http.notFound, code: ERROR_CODES.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
