import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { buildOpenApiDocument } from '../rest/openapi-document';

/** The reference page's files, from the installed swagger-ui-dist: served by us, so no other site is asked. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** A file, not an inline script, so the page runs under the same script-src 'self' policy as the app. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sponsorly API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** `GET /api/openapi.json` and the readable reference at `/api/docs`. */
export async function apiDocs(app: FastifyInstance, opts: { appUrl: string; contactEmail: string }): Promise<void> {
  let document: OpenAPIObject | undefined;
  app.get('/openapi.json', async () => (document ??= buildOpenApiDocument(opts)));
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/start.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START_SCRIPT));
  app.get<{ Params: { file: string } }>('/docs/:file', async (request, reply) => {
    const type = SWAGGER_FILES[request.params.file];
    if (!type) return reply.callNotFound();
    return reply.type(type).send(createReadStream(join(SWAGGER_UI_DIR, request.params.file)));
  });
}
