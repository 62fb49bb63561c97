import { parseInput, unsubscribeFromEmails, type ServiceDeps } from '@sponsorly/api';
import { unsubscribeEmailSchema, unsubscribedAnswerSchema } from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import type { HandWrittenOperation } from './hand-written-operation';

/** RFC 8058's body is two words; anything much longer is not a mail client's one-click. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * Written by hand because a mail client's one-click unsubscribe (RFC 8058) POSTs a form
 * (`List-Unsubscribe=One-Click`, urlencoded or multipart), not JSON, to the address in the email's
 * List-Unsubscribe header; the token in the query is all that counts. The client sends no cookie and no
 * Origin, so the cross-site check lets it through, and the signed token is the only proof needed.
 * A person who opens that address in a browser (a GET) is sent to the page that asks first: a GET
 * changes nothing (mail scanners follow links).
 */
export async function notificationsUnsubscribeRoute(app: FastifyInstance, opts: { deps: ServiceDeps }): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_r, _body, done) => done(null, undefined),
  );
  app.post('/notifications/unsubscribe', async (request) =>
    unsubscribeFromEmails(opts.deps, parseInput(unsubscribeEmailSchema, request.query)),
  );
  app.get('/notifications/unsubscribe', async (request, reply) => {
    const { token } = parseInput(unsubscribeEmailSchema, request.query);
    return reply.redirect(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, 303);
  });
}

const tokenParameter = {
  name: 'token',
  in: 'query' as const,
  required: true,
  description: 'The signed token of the email’s link: it names the person and the kind of email.',
  schema: { type: 'string' as const },
};

/** The one-click unsubscribe in the API document. */
export const unsubscribeOperation: HandWrittenOperation = {
  method: 'POST',
  path: '/notifications/unsubscribe',
  refusals: ['invalid_token'],
  hasInput: true,
  operation: {
    operationId: 'notifications-unsubscribe',
    summary: 'Turn off a kind of email with its one-click link (RFC 8058)',
    description:
      'The address in an email’s `List-Unsubscribe` header, which mail clients POST `List-Unsubscribe=One-Click` to; no login. Turns off the kind of email the token names; again changes nothing. A token not signed by Sponsorly, or of a deleted account, is 400.',
    tags: ['Notifications'],
    parameters: [tokenParameter],
    requestBody: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object' as const,
            properties: { 'List-Unsubscribe': { type: 'string' as const, enum: ['One-Click'] } },
          },
        },
      },
    },
    responses: {
      '200': { description: 'Turned off.', content: { 'application/json': { schema: unsubscribedAnswerSchema } } },
    },
  },
};

/** The same address opened in a browser. */
export const unsubscribePageOperation: HandWrittenOperation = {
  method: 'GET',
  path: '/notifications/unsubscribe',
  refusals: [],
  hasInput: true,
  operation: {
    operationId: 'notifications-unsubscribePage',
    summary: 'Open the unsubscribe page of a one-click link',
    description: 'Sends a browser to the page that asks before turning the kind of email off. Changes nothing.',
    tags: ['Notifications'],
    parameters: [tokenParameter],
    responses: {
      '303': {
        description: 'To `/notifications/unsubscribe?token=…` in the web app.',
        headers: { Location: { required: true, schema: { type: 'string' as const } } },
      },
    },
  },
};
