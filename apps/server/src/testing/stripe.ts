import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '@sponsorly/api/testing';
import { startTestServer, type TestServer } from './test-server';

export const TEST_WEBHOOK_SECRET = 'whsec_sponsorlytest';
/** Only its webhook helpers are used: they sign as Stripe does. */
const signer = new Stripe('sk_test_signer');

/** A server on Stripe (a test key), talking to a local fake of Stripe's API. */
export async function startStripeServer(env: Record<string, string> = {}): Promise<{ stripe: FakeStripe; server: TestServer }> {
  const stripe = await startFakeStripe();
  const server = await startTestServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_sponsorly',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    RATE_LIMIT_FACTOR: '50',
    ...env,
  });
  return { stripe, server };
}

let eventCount = 0;
/** An event as Stripe sends it, about `object` (its copy as the event carries it). */
export function stripeEvent(server: TestServer, type: string, object: object) {
  return {
    id: `evt_test_${++eventCount}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(server.clock.now.getTime() / 1000),
    data: { object },
  };
}

/** A webhook as Stripe sends it: the event's JSON signed with the endpoint's secret at a given time. */
export function sendWebhook(
  server: TestServer,
  event: object,
  options: { secret?: string; at?: Date; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
          timestamp: Math.floor((options.at ?? server.clock.now).getTime() / 1000),
        })
      : options.signature;
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
    payload,
  });
}

/** The stored event's outcome once the worker applied it. */
export async function eventOutcome(server: TestServer, id: string): Promise<string | null | undefined> {
  const row = await server.database.db.selectFrom('provider_events').select('outcome').where('id', '=', id).executeTakeFirst();
  return row?.outcome;
}
