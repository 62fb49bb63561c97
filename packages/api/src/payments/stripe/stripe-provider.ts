import Stripe from 'stripe';
import type { PaymentProvider, ProviderCall, ProviderResult } from '../provider';
import type { StripeConnect } from './stripe-connect';

/**
 * Stripe Connect as a payment provider (docs/payments.md): separate charges and transfers. A withdrawal is
 * a transfer from the platform's balance to the creator's connected account (`details.destination`);
 * Stripe then pays the creator's bank on the account's schedule. Each call's idempotency key is the
 * operation's id, so a call repeated after a lost answer returns the first transfer. Stripe refusing the
 * request is a failure (the money comes back); Stripe out of reach throws, and the operation stays
 * pending for the worker to ask again.
 */
export function createStripeProvider(stripe: StripeConnect): PaymentProvider {
  const refusedBy = (error: unknown): ProviderResult => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError)
      return { ok: false, failure: 'payout_refused' };
    throw error;
  };
  return {
    name: 'stripe',
    testMode: stripe.testMode,
    needsPayoutAccount: true,
    // A brand pays through Stripe Checkout, which answers later by webhook, not through a direct charge.
    async charge() {
      throw new Error('Stripe charges are made through Checkout');
    },
    async refund() {
      throw new Error('Refunds to a card through Stripe are not available yet');
    },
    async payout(call: ProviderCall) {
      try {
        const transfer = await stripe.client.transfers.create(
          {
            amount: call.amountCents,
            currency: call.currency.toLowerCase(),
            destination: String(call.details.destination),
            metadata: { operation_id: call.id },
          },
          { idempotencyKey: `payout_${call.id}` },
        );
        return { ok: true, reference: transfer.id };
      } catch (error) {
        return refusedBy(error);
      }
    },
    // Stripe's webhooks are received and applied by payments/stripe/webhooks.ts.
    async parseWebhook() {
      return null;
    },
  };
}
