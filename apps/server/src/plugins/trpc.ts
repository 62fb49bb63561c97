import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppRouter, type ServiceDeps } from '@sponsorly/api';
import { TRPC_BATCH_MAX } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { requestContextFor } from './request-context';

/** The web app's door: every procedure at `/trpc/<path>`. */
export async function registerTrpc(app: FastifyInstance, deps: ServiceDeps, secureCookies: boolean): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A longer batch is refused (400) before any of its calls runs: one request must not carry
      // dozens of logins past the per-request costs and into the hashing queue at once.
      maxBatchSize: TRPC_BATCH_MAX,
      createContext: ({ req, res }) => requestContextFor(deps, secureCookies, req, res, 'trpc'),
      onError({ error, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
