import { getPublicCreator, loadOwnProfile, updateOwnProfile, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from './rest-context';

/** The REST door to profiles: the logged-in user's own, and the public creator pages. */
export async function profileRoutes(app: FastifyInstance, opts: { deps: ServiceDeps }) {
  const { deps } = opts;

  app.get('/profile', async (req) => ({ profile: await loadOwnProfile(deps.db, (await requireSession(deps, req)).user) }));

  app.put('/profile', async (req) => ({ profile: await updateOwnProfile(deps, (await requireSession(deps, req)).user, req.body) }));

  app.get<{ Params: { id: string } }>('/creators/:id', async (req) => {
    const session = await sessionOf(deps, req);
    return { profile: await getPublicCreator(deps, session?.user ?? null, req.params.id) };
  });
}
