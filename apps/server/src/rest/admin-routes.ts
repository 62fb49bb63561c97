import { assertAdmin, listAdminData, parseInput, sendAdminTestEmail, type ServiceDeps } from '@sponsorly/api';
import { adminListsQuerySchema, MESSAGES, testEmailSchema } from '@sponsorly/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from './rest-context';

/** The admin database page's API (spec section 7), with a bearer token or the session cookie. */
export async function adminRoutes(app: FastifyInstance, opts: { deps: ServiceDeps }) {
  const { deps } = opts;
  const requireAdmin = async (req: FastifyRequest) => {
    const { user } = await requireSession(deps, req, MESSAGES.admin.mustLogIn);
    assertAdmin(deps, user);
    return user;
  };

  app.get('/protected/db-test', async (req) => {
    await requireAdmin(req);
    return listAdminData(deps.db, parseInput(adminListsQuerySchema, req.query));
  });

  // The spec sends the address in the query with an empty body.
  app.post('/protected/test-email', async (req, reply) => {
    await requireAdmin(req);
    const { email } = parseInput(testEmailSchema, req.query);
    return reply.status(202).send(await sendAdminTestEmail(deps, email));
  });
}
