import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppRouter, type ServiceDeps } from '@sponsorly/api';
import { TRPC_BATCH_MAX } from '@sponsorly/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestContextFor } from './request-context';
import { answerDirectly, directRequest, type DirectCallOptions } from './trpc-direct-calls';

/** tRPC's options for the web app's door, as its Fastify adapter takes them. */
export function trpcOptions(deps: ServiceDeps, secureCookies: boolean) {
  return {
    router: appRouter,
    // A longer batch is refused (400) before any of its calls runs: one request must not carry
    // dozens of logins past the per-request costs and into the hashing queue at once.
    maxBatchSize: TRPC_BATCH_MAX,
    createContext: ({ req, res }) => requestContextFor(deps, secureCookies, req, res, 'trpc'),
    onError({ error, req }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'trpc error');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
}

/**
 * The web app's door: every procedure at `<prefix>/<path>`. Single and batched queries and mutations are
 * answered directly (trpc-direct-calls.ts); subscriptions, streamed batches and every malformed request go
 * through tRPC's Fastify adapter, as they always have.
 */
export const trpcDoor: FastifyPluginAsync<{ deps: ServiceDeps; secureCookies: boolean }> = async (
  door,
  { deps, secureCookies },
) => {
  const options = trpcOptions(deps, secureCookies);
  const direct: DirectCallOptions = {
    router: options.router,
    createContext: (request: FastifyRequest, reply: FastifyReply) =>
      requestContextFor(deps, secureCookies, request, reply, 'trpc'),
    onError: options.onError,
  };
  // tRPC reads its bodies itself, as its adapter's plugin arranges: JSON as text, multipart untouched.
  door.removeContentTypeParser('application/json');
  door.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  door.removeContentTypeParser('multipart/form-data');
  door.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));
  door.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const path = request.params.path;
    const calls = directRequest(request, path, options.router, options.maxBatchSize);
    if (calls) return answerDirectly(request, reply, calls, direct);
    await fastifyRequestHandler({ ...options, req: request, res: reply, path });
  });
};

export async function registerTrpc(app: FastifyInstance, deps: ServiceDeps, secureCookies: boolean): Promise<void> {
  await app.register(trpcDoor, { prefix: '/trpc', deps, secureCookies });
}
