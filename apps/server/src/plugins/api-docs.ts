import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { appRouter } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { verifyEmailPath } from '../rest/verify-email-route';
import { restOperations } from './rest-api';
import { SESSION_COOKIE } from './session-cookie';

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

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The error body every failure has, whatever the door. */
const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'For people: can be shown as it is.' },
    code: {
      type: 'string',
      description: 'For programs: a stable code such as validation_error, invalid_credentials, rate_limited.',
    },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'On a validation failure: the message of each failing field, by path.',
    },
  },
};

/**
 * The OpenAPI 3.1 document of every REST operation, generated from the procedures' metadata and their
 * input and output schemas (so it cannot drift from what the server does), plus the one hand-written route.
 */
export function buildOpenApiDocument(appUrl: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Sponsorly API',
    description:
      'The REST API of Sponsorly. Authenticate with `Authorization: Bearer <token>` (the token from a login) or the session cookie. ' +
      'Every failure answers `{ message, code }`.',
    version: '1.0.0',
    baseUrl: `${appUrl}/api`,
    docsUrl: `${appUrl}/api/docs`,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
    },
    paths: verifyEmailPath,
  });
  // The generator describes failures in tRPC's words; ours have one shape of their own.
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = { ...schemas, Error: ERROR_SCHEMA };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, { responses?: Record<string, { content?: unknown }> }>)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400 || status === 'default')
          response.content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
      }
    }
  }
  // tRPC answers 200; the REST face may declare another success status (201 created, 204 no content).
  for (const { face, successStatus } of restOperations()) {
    const operation = (document.paths?.[face.path] as Record<string, { responses: Record<string, unknown> }> | undefined)?.[
      face.method.toLowerCase()
    ];
    const success = operation?.responses['200'] as { content?: unknown } | undefined;
    if (!operation || !success || successStatus === 200) continue;
    delete operation.responses['200'];
    operation.responses[String(successStatus)] = successStatus === 204 ? { description: 'Done; no content.' } : success;
  }
  return document;
}

/** `GET /api/openapi.json` and the readable reference at `/api/docs`. */
export async function apiDocs(app: FastifyInstance, opts: { appUrl: string }): Promise<void> {
  let document: OpenAPIObject | undefined;
  app.get('/openapi.json', async () => (document ??= buildOpenApiDocument(opts.appUrl)));
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/start.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START_SCRIPT));
  app.get<{ Params: { file: string } }>('/docs/:file', async (request, reply) => {
    const type = SWAGGER_FILES[request.params.file];
    if (!type) return reply.callNotFound();
    return reply.type(type).send(createReadStream(join(SWAGGER_UI_DIR, request.params.file)));
  });
}
