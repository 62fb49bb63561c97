import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, createRequestContext, type AppRouter, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

export async function registerTrpc(app: FastifyInstance, deps: ServiceDeps, secureCookies: boolean): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createRequestContext(deps, {
          ip: req.ip,
          sessionToken: readSessionToken(req),
          setSessionCookie: (token) => setSessionCookie(res, token, secureCookies),
          clearSessionCookie: () => clearSessionCookie(res, secureCookies),
          setHeader: (name, value) => void res.header(name, value),
        }),
      onError({ error, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
