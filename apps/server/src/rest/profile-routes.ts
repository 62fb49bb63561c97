import { getPublicCreator, loadOwnProfile, unauthorizedError, updateOwnProfile, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { restContext } from './rest-context';

/** The REST door to profiles: the logged-in user's own, and the public creator pages. */
export async function profileRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  const { deps, secureCookies } = opts;
  const sessionOf = (req: FastifyRequest, reply: FastifyReply) => restContext(deps, secureCookies, req, reply).getSession();
  const requireUser = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(req, reply);
    if (!session) throw unauthorizedError();
    return session.user;
  };

  app.get('/profile', async (req, reply) => ({ profile: await loadOwnProfile(deps.db, await requireUser(req, reply)) }));

  app.put('/profile', async (req, reply) => ({ profile: await updateOwnProfile(deps, await requireUser(req, reply), req.body) }));

  app.get<{ Params: { id: string } }>('/creators/:id', async (req, reply) => {
    const session = await sessionOf(req, reply);
    return { profile: await getPublicCreator(deps, session?.user ?? null, req.params.id) };
  });
}
