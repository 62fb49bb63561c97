import { AppError, finishConnection, parseInput, startConnection, type ServiceDeps } from '@sponsorly/api';
import { AUTH_MESSAGES, ERROR_CODES, connectionCallbackSchema, connectionPlatformInputSchema } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { requestContextFor } from '../plugins/request-context';
import type { HandWrittenOperation } from './hand-written-operation';

/**
 * Written by hand because they answer redirects, not JSON (docs/connected-channels.md): the creator's
 * browser is sent to the platform's authorization page, and the platform sends it back here. Both are
 * top-level GET navigations, so the session cookie (SameSite=Lax) comes with them; the callback changes
 * state on a GET only because the platform's redirect is one, and only with a `state` this very session
 * started minutes before.
 */
export async function connectionRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  app.get('/connections/:platform/start', async (request, reply) => {
    const { platform } = parseInput(connectionPlatformInputSchema, request.params);
    const session = await requestContextFor(opts.deps, opts.secureCookies, request, reply, 'rest').getSession();
    if (!session) throw new AppError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.session.unauthorized);
    return reply.redirect(await startConnection(opts.deps, session, platform), 302);
  });
  app.get('/connections/:platform/callback', async (request, reply) => {
    const { platform } = parseInput(connectionPlatformInputSchema, request.params);
    // The code and state in this address must not follow the creator anywhere, whatever the answer.
    reply.header('Referrer-Policy', 'no-referrer');
    const session = await requestContextFor(opts.deps, opts.secureCookies, request, reply, 'rest').getSession();
    await finishConnection(opts.deps, session, platform, request.query);
    return reply.redirect(`/profile/edit?connected=${platform}`, 302);
  });
}

const platformParameter = {
  name: 'platform',
  in: 'path' as const,
  required: true,
  description: '`youtube`, `instagram` or `tiktok`.',
  schema: { type: 'string' as const, enum: ['youtube', 'instagram', 'tiktok'] },
};
const locationHeader = (description: string) => ({
  Location: { description, required: true, schema: { type: 'string' as const } },
});

/** The start of a connection in the API document. */
export const connectionStartOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/connections/{platform}/start',
  access: ['creator'],
  refusals: ['not_found'],
  hasInput: true,
  operation: {
    operationId: 'connections-start',
    summary: 'Start connecting a channel (redirects to the platform)',
    description:
      'Redirects the creator’s browser to the platform’s authorization page (authorization code flow with PKCE S256, a `state` bound to this session, valid ten minutes). 404 when this server has no OAuth client for the platform.',
    tags: ['Connected channels'],
    parameters: [platformParameter],
    responses: {
      '302': { description: 'To the platform’s authorization page.', headers: locationHeader('The authorization page.') },
    },
  },
};

/** The platform's redirect back in the API document. */
export const connectionCallbackOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/connections/{platform}/callback',
  refusals: ['not_found', 'invalid_token', 'conflict', 'service_unavailable'],
  hasInput: true,
  operation: {
    operationId: 'connections-callback',
    summary: 'Finish connecting a channel (the platform redirects here)',
    description:
      'Checks `state` (400 `invalid_token` when it is wrong, used, from another session or older than ten minutes, and when the platform refuses the code), exchanges the code, reads the channel, keeps it and redirects to `/profile/edit?connected={platform}`. Nothing is kept on any failure; 409 when the channel is connected to another account; 503 when the platform does not answer.',
    tags: ['Connected channels'],
    parameters: [platformParameter],
    requestParams: { query: connectionCallbackSchema },
    responses: {
      '302': {
        description: 'Connected: back to the profile editor.',
        headers: locationHeader('`/profile/edit?connected={platform}`.'),
      },
    },
  },
};
