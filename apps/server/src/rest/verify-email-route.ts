import { cleanUserAgent, parseInput, verifyEmail, type ServiceDeps } from '@sponsorly/api';
import { emailLinkSchema } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { readBearerToken } from '../plugins/session-cookie';

/**
 * The one REST route written by hand, because it must behave unlike its procedure: it is a GET (the
 * spec's link) and so must not set a session cookie, which another site could trigger. For the same
 * reason it ends only a session sent as a bearer token, never a cookie's.
 */
export async function verifyEmailRoute(app: FastifyInstance, opts: { deps: ServiceDeps }): Promise<void> {
  app.get('/auth/verify-email', async (request) =>
    verifyEmail(opts.deps, parseInput(emailLinkSchema, request.query), {
      sessionToken: readBearerToken(request),
      userAgent: cleanUserAgent(request.headers['user-agent']),
    }),
  );
}
/** The route's entry in the OpenAPI document (the generated entries come from the procedures). */
export const verifyEmailPath = {
  '/auth/verify-email': {
    get: {
      operationId: 'auth-verifyEmailLink',
      summary: 'Confirm an email address from the emailed link',
      description: 'Answers `{ token, user }`; sets no cookie.',
      tags: ['Accounts'],
      parameters: [
        { name: 'token', in: 'query' as const, required: true, schema: { type: 'string' as const } },
        { name: 'email', in: 'query' as const, required: true, schema: { type: 'string' as const } },
      ],
      responses: {
        '200': { description: 'Verified; the session token and the user.' },
        '400': { description: 'Invalid or expired link.' },
        '409': { description: 'Already verified.' },
      },
    },
  },
};
