import { cleanUserAgent, linkSessionAnswerSchema, parseInput, verifyEmail, type ServiceDeps } from '@sponsorly/api';
import { emailLinkSchema } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { readBearerToken } from '../plugins/session-cookie';
import type { HandWrittenOperation } from './hand-written-operation';

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

/** The route in the API document: its failures are listed from `refusals`, like a procedure's. */
export const verifyEmailOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/auth/verify-email',
  refusals: ['invalid_token', 'already_verified'],
  hasInput: true,
  operation: {
    operationId: 'auth-verifyEmailLink',
    summary: 'Confirm an email address from the emailed link',
    description:
      'Confirms the address and logs in: answers the new session’s token and the user, and sets no cookie (another site could send a browser here). A session sent as a bearer token ends.',
    tags: ['Accounts'],
    requestParams: { query: emailLinkSchema },
    responses: {
      '200': {
        description: 'Verified; the new session’s token and the user.',
        content: { 'application/json': { schema: linkSessionAnswerSchema } },
      },
    },
  },
};
