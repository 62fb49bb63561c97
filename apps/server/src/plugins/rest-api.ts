import {
  appRouter,
  toAppError,
  type Access,
  type ProcedureMeta,
  type RequestContext,
  type RestFace,
  type ServiceDeps,
} from '@sponsorly/api';
import type { ErrorCode } from '@sponsorly/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContextFor } from './request-context';
import { MULTIPART_UPLOADS } from './uploads';

/** A procedure that declares a REST face, as the plugin serves it. */
export interface RestOperation {
  /** The procedure's dotted path in the router (`auth.login`). */
  procedure: string;
  type: 'query' | 'mutation';
  face: RestFace;
  successStatus: number;
  /** The Fastify route (`/creators/:id`), under `/api`. */
  url: string;
  /** Who may call it (left out: anyone), and the error codes of its own service (procedure-meta.ts). */
  access: Access | undefined;
  refusals: readonly ErrorCode[];
  idempotent: boolean;
  /** Its input schema, if it takes one. */
  input: unknown;
}

/**
 * A procedure as the router holds it: its definition, and the call tRPC's own caller makes (with the
 * context, the input and the path), which the REST door makes directly, once per request.
 */
type AnyProcedure = {
  _def: { type: string; meta?: ProcedureMeta; inputs: unknown[] };
  (call: {
    ctx: RequestContext;
    getRawInput: () => Promise<unknown>;
    path: string;
    type: 'query' | 'mutation';
    signal: undefined;
    batchIndex: number;
  }): Promise<unknown>;
};
const routerProcedures = () => appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** Every procedure of the router with a REST face in its metadata. */
export function restOperations(): RestOperation[] {
  return Object.entries(routerProcedures()).flatMap(([procedure, { _def }]) => {
    const meta = _def.meta;
    const face = meta?.openapi;
    if (!meta || !face || face.enabled === false) return [];
    if (_def.type !== 'query' && _def.type !== 'mutation')
      throw new Error(`${procedure}: only queries and mutations have a REST face`);
    return [
      {
        procedure,
        type: _def.type,
        face,
        successStatus: meta.successStatus ?? 200,
        url: face.path.replace(/\{(\w+)\}/g, ':$1'),
        access: meta.access,
        refusals: meta.refusals ?? [],
        idempotent: meta.idempotent === true,
        input: _def.inputs[0],
      },
    ];
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A procedure's input from a REST request: the query string, then the JSON body, then the path
 * parameters (which win: `/creators/{id}` is that creator whatever the body says). A body that is not
 * an object is passed as it is, so the procedure's schema refuses it.
 */
function restInput(request: FastifyRequest): unknown {
  const query = isPlainObject(request.query) ? request.query : {};
  const params = isPlainObject(request.params) ? request.params : {};
  if (request.body !== undefined && !isPlainObject(request.body)) return request.body;
  return { ...query, ...(request.body as Record<string, unknown> | undefined), ...params };
}

/**
 * The REST door: serves each procedure that declares a REST face at its path under `/api` by calling the
 * procedure itself, with the same context the tRPC door builds. The session check, the role check, the
 * input schema and the output schema are therefore the procedure's own; nothing is written twice.
 * Failures keep the one body shape `{ message, code }` through the server's error handler.
 */
export async function restApi(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }): Promise<void> {
  const procedures = routerProcedures();
  for (const operation of restOperations()) {
    const procedure = procedures[operation.procedure]!;
    app.route({
      method: operation.face.method,
      url: operation.url,
      handler: async (request, reply) => {
        const upload = MULTIPART_UPLOADS[operation.procedure];
        if (upload && request.isMultipart())
          return reply.send(await upload.handle(opts.deps, opts.secureCookies, request, reply));
        const ctx = requestContextFor(opts.deps, opts.secureCookies, request, reply, 'rest');
        const input = restInput(request);
        let result: unknown;
        try {
          result = await procedure({
            ctx,
            getRawInput: async () => input,
            path: operation.procedure,
            type: operation.type,
            signal: undefined,
            batchIndex: 0,
          });
        } catch (error) {
          throw toAppError(error) ?? error;
        }
        reply.status(operation.successStatus);
        return operation.successStatus === 204 ? reply.send() : reply.send(result);
      },
    });
  }
}
