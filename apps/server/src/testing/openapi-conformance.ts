import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { buildOpenApiDocument } from '../rest/openapi-document';

/** An answer as a client received it. */
export interface Answer {
  method: string;
  /** The request's URL, with `/api` and any query. */
  url: string;
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

type Response = { headers?: Record<string, { required?: boolean }>; content?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };

/** Addresses under /api that are the document and its reference page, not operations. */
const NOT_OPERATIONS = /^\/(openapi\.json|docs(\/.*)?)$/;
const DOCUMENT_ID = 'urn:sponsorly:openapi';

/** A JSON pointer into the document, as a URI fragment (paths hold `/`, `{` and `}`). */
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/**
 * Checks answers against the API document: each must have a status the operation lists, the headers
 * that status requires, and a body its schema accepts (an error body included); an answer of an address
 * under /api that the document does not describe fails too, unless it is a 404. Returns the problems.
 */
export function createConformanceCheck(document: OpenAPIObject): (answer: Answer) => string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${ref}` })));
    return validate;
  };

  // Literal segments before parameters, as the router matches them (`/creators/search` before `/creators/{id}`).
  const routes = Object.keys(document.paths ?? {})
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);

  return (answer) => {
    const { pathname } = new URL(answer.url, 'http://localhost');
    if (!pathname.startsWith('/api/')) return [];
    const address = pathname.slice('/api'.length);
    const route = routes.find((r) => r.pattern.test(address));
    const method = answer.method.toLowerCase();
    const operation = route && (document.paths![route.path] as Record<string, Operation>)[method];
    if (!route || !operation) {
      if (answer.status === 404 || method === 'head' || NOT_OPERATIONS.test(address)) return [];
      return [`${answer.method} /api${address} answered ${answer.status}, and the document describes no such operation`];
    }
    const where = `${answer.method} /api${route.path}`;
    const response = operation.responses[String(answer.status)];
    if (!response) {
      const listed = Object.keys(operation.responses).join(', ');
      return [
        `${where} answered ${answer.status}, which the document does not list (it lists ${listed}): ${answer.body.slice(0, 300)}`,
      ];
    }
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && answer.headers[name.toLowerCase()] === undefined)
        problems.push(`${where} answered ${answer.status} without its ${name} header`);
    }
    if (!response.content) {
      if (answer.body.length > 0) problems.push(`${where} answered ${answer.status} with a body the document does not describe`);
      return problems;
    }
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = type in response.content ? type : '*/*' in response.content ? '*/*' : undefined;
    if (!media) {
      problems.push(
        `${where} answered ${answer.status} as ${type || 'no type'}; the document has ${Object.keys(response.content).join(', ')}`,
      );
      return problems;
    }
    if (media !== 'application/json') return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...problems, `${where} answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 300)}`];
    }
    const validate = validatorAt(
      pointer('paths', route.path, method, 'responses', String(answer.status), 'content', media, 'schema'),
    );
    if (!validate(body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).join('; ');
      problems.push(
        `${where} answered ${answer.status} with a body its schema refuses (${errors}): ${answer.body.slice(0, 300)}`,
      );
    }
    return problems;
  };
}

let serverCheck: ((answer: Answer) => string[]) | undefined;

/** The check against the document this server serves, built once a process (the document is the router's). */
function checkOfServedDocument(): (answer: Answer) => string[] {
  serverCheck ??= createConformanceCheck(
    buildOpenApiDocument({ appUrl: 'http://localhost:3000', contactEmail: 'test@example.com' }),
  );
  return serverCheck;
}

/** The answer `app.inject` resolved with, as a client received it. */
export const answerOf = (res: LightMyRequestResponse): Answer => ({
  method: res.raw.req.method ?? 'GET',
  url: res.raw.req.url ?? '/',
  status: res.statusCode,
  headers: res.headers,
  body: res.body,
});

/**
 * Every answer a test receives through `app.inject` is checked against the API document: one the
 * document does not describe (a status it does not list, a body its schema refuses) rejects, so the
 * test that received it fails with the difference. The REST tests thereby check the document with all
 * their traffic, successes and refusals alike.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  // Routes a test adds for itself (one that throws, to see the 500) are no part of the API.
  const testRoutes: RegExp[] = [];
  app.addHook('onRoute', (route) => void testRoutes.push(new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+')}$`)));
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const checked = (...args: unknown[]) => {
    // Without options, inject gives a chain; with a callback, no promise: those are passed on as they are.
    if (args.length !== 1) return inject(...args);
    return (inject(...args) as Promise<LightMyRequestResponse>).then((res) => {
      const answer = answerOf(res);
      if (testRoutes.some((route) => route.test(new URL(answer.url, 'http://localhost').pathname))) return res;
      const problems = checkOfServedDocument()(answer);
      if (problems.length) throw new Error(`The API document does not describe this answer:\n  ${problems.join('\n  ')}`);
      return res;
    });
  };
  app.inject = checked as FastifyInstance['inject'];
}
