import type { PaymentFailure } from '@sponsorly/shared';
import type { PaymentProvider, ProviderCall, ProviderResult } from './provider';

/**
 * What the sandbox's test cards do, by their last four digits (the whole number is never kept):
 * SANDBOX_CARDS.declined ends in 0002, SANDBOX_CARDS.insufficientFunds in 9995; any other card succeeds.
 */
const FAILURE_BY_LAST4: Record<string, PaymentFailure> = { '0002': 'card_declined', '9995': 'insufficient_funds' };

/** The last four digits of a card number the sandbox keeps on the payment operation. */
export const cardLast4 = (cardNumber: string | undefined) => (cardNumber ? cardNumber.slice(-4) : undefined);

/**
 * The embedded provider: no network, no real money. A charge answers at once by the test card's number;
 * refunds and payouts always succeed. Deterministic by the call alone, so a repeated call (same
 * operation id) answers exactly as the first did, as a real provider's idempotency key makes it.
 */
export function createSandboxProvider(): PaymentProvider {
  const succeed = (prefix: string, call: ProviderCall): ProviderResult => ({
    ok: true,
    reference: `sandbox_${prefix}_${call.id}`,
  });
  return {
    name: 'sandbox',
    testMode: true,
    async charge(call) {
      const last4 = typeof call.details.card_last4 === 'string' ? call.details.card_last4 : '';
      const failure = FAILURE_BY_LAST4[last4];
      return failure ? { ok: false, failure } : succeed('ch', call);
    },
    async refund(call) {
      return succeed('re', call);
    },
    async payout(call) {
      return succeed('po', call);
    },
    // The sandbox answers every call at once, so it sends no webhooks.
    async parseWebhook() {
      return null;
    },
  };
}
