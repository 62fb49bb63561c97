import type { AppRouter, RequestContext } from '@sponsorly/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type TRPCError,
} from '@trpc/server/unstable-core-do-not-import';

/**
 * The web app's ordinary calls, answered without tRPC's Fastify adapter (docs/decisions/0034-a-fast-trpc-door.md).
 * The adapter turns every request into a fetch `Request` and its answer into a `Response` that Fastify
 * then streams out; for a call of a millisecond that costs more than the procedure. Here a query sent by
 * GET or a mutation sent by POST as JSON, alone or in a batch, calls the procedures as the adapter does
 * (the same context, input, path and type) and writes the same envelope with tRPC's own functions:
 * `getErrorShape` (our error formatter), `getHTTPStatusCode` (207 for a mixed batch) and the transformer.
 * Everything else (subscriptions, streamed batches, unknown procedures, a wrong method, unreadable input,
 * a batch over the limit) is left to the adapter, which answers it exactly as before.
 */

type RouterDef = AppRouter['_def'];
type AnyProcedure = {
  _def: { type: 'query' | 'mutation' | 'subscription' };
  (call: {
    ctx: RequestContext;
    getRawInput: () => Promise<unknown>;
    path: string;
    type: 'query' | 'mutation';
    signal: undefined;
    batchIndex: number;
  }): Promise<unknown>;
};

/** One call of a request the direct path answers: its procedure and its input, already read. */
export interface DirectCall {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

export interface DirectRequest {
  type: 'query' | 'mutation';
  isBatch: boolean;
  calls: DirectCall[];
}

/** What the door needs from tRPC's options to answer like the adapter. */
export interface DirectCallOptions {
  router: { _def: RouterDef };
  createContext: (request: FastifyRequest, reply: FastifyReply) => RequestContext;
  onError: (opts: {
    error: TRPCError;
    path: string;
    input: unknown;
    ctx: RequestContext;
    type: 'query' | 'mutation';
    req: FastifyRequest;
  }) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `application/jsonl` asked for in `trpc-accept` or `accept`: a streamed batch, the adapter's. */
function asksForStream(request: FastifyRequest): boolean {
  const trpcAccept = request.headers['trpc-accept'];
  if (trpcAccept !== undefined) return trpcAccept === 'application/jsonl';
  return request.headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl') ?? false;
}

/** The request's inputs as tRPC reads them (the `input` parameter of a GET, a POST's JSON body), or undefined when unreadable. */
function readInputs(request: FastifyRequest): { value: unknown } | undefined {
  let text: unknown;
  if (request.method === 'GET') {
    text = (request.query as Record<string, unknown>).input;
    if (text === undefined || text === '') return { value: undefined };
  } else text = request.body;
  if (typeof text !== 'string') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The calls of a request the direct path answers, or null for one it leaves to the adapter. Every check
 * here only decides who answers; a request that would fail one of them gets the adapter's own refusal.
 */
export function directRequest(
  request: FastifyRequest,
  path: string,
  router: { _def: RouterDef },
  maxBatchSize: number,
): DirectRequest | null {
  const method = request.method;
  if (method !== 'GET' && method !== 'POST') return null;
  const contentType = request.headers['content-type'];
  if (
    method === 'POST'
      ? !contentType?.startsWith('application/json')
      : contentType !== undefined && !contentType.startsWith('application/json')
  )
    return null;
  if (asksForStream(request)) return null;
  const query = request.query as Record<string, unknown>;
  // The adapter decodes the path once more and reads connection parameters; such requests stay its own.
  if (path.includes('%') || query.connectionParams !== undefined) return null;
  const isBatch = query.batch === '1';
  if (query.batch !== undefined && !isBatch) return null;
  const paths = isBatch ? path.split(',') : [path];
  if (paths.length > maxBatchSize) return null;

  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure>;
  const type = method === 'GET' ? 'query' : 'mutation';
  const found: AnyProcedure[] = [];
  for (const name of paths) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    if (!procedure || procedure._def.type !== type) return null;
    found.push(procedure);
  }

  const inputs = readInputs(request);
  if (!inputs) return null;
  const deserialize = (value: unknown) => router._def._config.transformer.input.deserialize(value);
  let valueAt: (index: number) => unknown;
  if (inputs.value === undefined) valueAt = () => undefined;
  else if (!isBatch) valueAt = () => deserialize(inputs.value);
  else {
    const batchInputs = inputs.value;
    if (!isObject(batchInputs)) return null;
    valueAt = (index) => (batchInputs[index] === undefined ? undefined : deserialize(batchInputs[index]));
  }
  return { type, isBatch, calls: found.map((procedure, index) => ({ path: paths[index]!, procedure, input: valueAt(index) })) };
}

/** Runs the calls with one context, as the adapter does, and sends tRPC's envelope and status. */
export async function answerDirectly(
  request: FastifyRequest,
  reply: FastifyReply,
  { type, isBatch, calls }: DirectRequest,
  options: DirectCallOptions,
): Promise<void> {
  const config = options.router._def._config;
  const ctx = options.createContext(request, reply);
  const answers = await Promise.all(
    calls.map(async ({ path, procedure, input }, batchIndex) => {
      // tRPC names the input in an error only once the procedure has read it (after the session checks).
      let read = false;
      try {
        const data = await procedure({
          ctx,
          getRawInput: async () => {
            read = true;
            return input;
          },
          path,
          type,
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const namedInput = read ? input : undefined;
        options.onError({ error, path, input: namedInput, ctx, type, req: request });
        return { error: getErrorShape({ config, ctx, error, input: namedInput, path, type }) };
      }
    }),
  );
  const body = isBatch ? answers : answers[0]!;
  await reply
    .status(getHTTPStatusCode(answers as Parameters<typeof getHTTPStatusCode>[0]))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    // As bytes, so that Fastify keeps tRPC's content type as it is instead of adding a charset to it.
    .send(Buffer.from(JSON.stringify(transformTRPCResponse(config, body as Parameters<typeof transformTRPCResponse>[1]))));
}
