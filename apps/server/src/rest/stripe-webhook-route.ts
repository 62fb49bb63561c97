import { receiveStripeWebhook, type ServiceDeps } from '@sponsorly/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HandWrittenOperation } from './hand-written-operation';

/** Stripe's events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Written by hand because the signature is over the exact bytes Stripe sent: the body is kept raw here
 * (this plugin's own JSON parser), never parsed and serialized again before it is checked.
 */
export async function stripeWebhookRoute(app: FastifyInstance, opts: { deps: ServiceDeps }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/webhooks/stripe', async (request) => {
    const signature = request.headers['stripe-signature'];
    const answer = await receiveStripeWebhook(
      opts.deps,
      Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      typeof signature === 'string' ? signature : undefined,
    );
    // Applied right after by the worker; the answer does not wait for it (Stripe wants it at once).
    opts.deps.notifyProviderEvents?.();
    return answer;
  });
}

/** The route in the API document. */
export const stripeWebhookOperation: HandWrittenOperation = {
  method: 'POST',
  path: '/webhooks/stripe',
  refusals: ['invalid_signature', 'not_found'],
  hasInput: false,
  operation: {
    operationId: 'payments-stripeWebhook',
    summary: 'Receive a Stripe event',
    description:
      'Stripe’s webhook endpoint: the body is checked against the `Stripe-Signature` header (five minutes’ tolerance), kept by the event’s id and applied shortly after; an event sent again is applied once. 404 when Stripe is not configured.',
    tags: ['Wallet'],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: z.object({ id: z.string(), type: z.string() }).loose() } },
    },
    responses: {
      '200': {
        description: 'Kept; applied shortly after.',
        content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
      },
    },
  },
};
