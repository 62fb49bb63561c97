import { assertAdmin, listAdminData, parseInput, sendAdminTestEmail, unauthorizedError, type ServiceDeps } from '@sponsorly/api';
import { adminListsQuerySchema, MESSAGES, testEmailSchema } from '@sponsorly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { restContext } from './rest-context';

/** The admin database page's API (spec section 7), with a bearer token or the session cookie. */
export async function adminRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  const { deps, secureCookies } = opts;
  const requireAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await restContext(deps, secureCookies, req, reply).getSession();
    if (!session) throw unauthorizedError(MESSAGES.admin.mustLogIn);
    assertAdmin(deps, session.user);
    return session.user;
  };

  app.get('/protected/db-test', async (req, reply) => {
    await requireAdmin(req, reply);
    return listAdminData(deps.db, parseInput(adminListsQuerySchema, req.query));
  });

  // The spec sends the address in the query with an empty body.
  app.post('/protected/test-email', async (req, reply) => {
    await requireAdmin(req, reply);
    const { email } = parseInput(testEmailSchema, req.query);
    return reply.status(202).send(await sendAdminTestEmail(deps, email));
  });
}
