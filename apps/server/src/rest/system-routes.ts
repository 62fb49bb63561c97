import { checkHealth, hello, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';

export async function systemRoutes(app: FastifyInstance, opts: { deps: ServiceDeps }) {
  app.get('/hello', async () => hello());
  app.get('/health', async () => checkHealth(opts.deps));
}
