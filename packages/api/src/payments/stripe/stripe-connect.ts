import Stripe from 'stripe';

export interface StripeSettings {
  /** `sk_test_...` or `sk_live_...` (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** `whsec_...` (STRIPE_WEBHOOK_SECRET): the signing secret of the webhook endpoint registered with Stripe. */
  webhookSecret: string;
  /** Stripe's API base (STRIPE_API_URL): https://api.stripe.com, or a local fake in tests. */
  apiUrl: string;
}

/** The Stripe client and what goes with it, made once at start. */
export interface StripeConnect {
  client: Stripe;
  webhookSecret: string;
  /** A test key moves no real money: the pages keep saying "Test money". */
  testMode: boolean;
}

/** Stripe's webhooks are signed with a timestamp; older than this they are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeConnect(settings: StripeSettings): StripeConnect {
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Our own idempotency keys make a retried call safe; the SDK retries a dropped connection once more.
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return { client, webhookSecret: settings.webhookSecret, testMode: settings.secretKey.startsWith('sk_test_') };
}
