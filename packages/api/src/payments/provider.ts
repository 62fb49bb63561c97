import type { Currency, PaymentFailure, PaymentProviderName } from '@sponsorly/shared';

/** One call to the provider, as its payment operation row holds it; `id` is the idempotency key. */
export interface ProviderCall {
  id: string;
  amountCents: number;
  currency: Currency;
  /** What the provider needs of this call and may see again on a retry (never a whole card number). */
  details: Record<string, unknown>;
}

export type ProviderResult = { ok: true; reference: string } | { ok: false; failure: PaymentFailure };

/**
 * A payment provider (docs/marketplace.md "Money"): money in (charge), back to a brand's card (refund), and out
 * to a creator (payout). Every call carries the payment operation's id as its idempotency key, so a call
 * repeated after a crash or a timeout answers what the first one did and never moves money twice. Calls
 * are made outside database transactions: a slow provider must never hold a lock.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether the money is pretend: the pages then say so wherever an amount is paid or withdrawn. */
  readonly testMode: boolean;
  /**
   * Whether a creator needs an account of their own at the provider before a withdrawal (Stripe's
   * connected accounts); the call's `details.destination` is then that account.
   */
  readonly needsPayoutAccount?: boolean;
  charge(call: ProviderCall): Promise<ProviderResult>;
  refund(call: ProviderCall): Promise<ProviderResult>;
  payout(call: ProviderCall): Promise<ProviderResult>;
  /** A provider's signed webhook as an event, or null when the signature or the body is not the provider's. */
  parseWebhook(body: string, signature: string | undefined): Promise<{ operationId: string; result: ProviderResult } | null>;
}
