import type { Currency, PaymentFailure, PaymentProviderName } from '@sponsorly/shared';

/** One call to the provider, as its payment operation row holds it; `id` is the idempotency key. */
export interface ProviderCall {
  id: string;
  amountCents: number;
  currency: Currency;
  /** What the provider needs of this call and may see again on a retry (never a whole card number). */
  details: Record<string, unknown>;
}

export type ProviderResult =
  | {
      ok: true;
      reference: string /** What the provider told of the payment (the card's brand and last digits), kept on the operation. */;
      details?: Record<string, unknown>;
      /** What the provider kept of a charge as its fee, when it is known as the charge is read (Stripe). */
      feeCents?: number;
    }
  | { ok: false; failure: PaymentFailure };

/**
 * One part of a brand's refund to its card, split over the charges its balance came from: the charge (the
 * provider's id) and how much of it goes back, then the provider's refund and how it ended.
 */
export interface RefundPart {
  charge: string;
  amount: number;
  refund?: string;
  /** Unset until the provider first answered. */
  status?: RefundPartStatus;
}
export type RefundPartStatus = 'pending' | 'succeeded' | 'failed';

/** What the provider says of a part: its refund (none when the provider refused to make one) and where it stands. */
export interface RefundPartOutcome {
  index: number;
  refund: string | null;
  status: RefundPartStatus;
}

/** What a brand pays on the provider's own page: the lines (amounts in cents), and where the page goes back to. */
export interface CheckoutOrder {
  dealId: string;
  lines: { name: string; amountCents: number }[];
  successUrl: string;
  cancelUrl: string;
  /** The page closes at this time (the deal's funding deadline, within the provider's bounds). */
  closesAt: Date;
}

/** The provider's payment page for an operation: where to send the brand, and when it closes. */
export interface CheckoutPage {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

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
  /**
   * Takes the money now, or (a provider with a payment page) reads where the operation's page stands:
   * paid, or failed; a page still open throws, and the operation waits.
   */
  charge(call: ProviderCall): Promise<ProviderResult>;
  /** A provider whose brands pay on its own page (Stripe Checkout) opens one per charge operation. */
  openCheckout?(call: ProviderCall, order: CheckoutOrder): Promise<CheckoutPage>;
  /** Closes an operation's open payment page (its deal's funding expired); one already paid stays paid. */
  closeCheckout?(call: ProviderCall): Promise<void>;
  refund(call: ProviderCall): Promise<ProviderResult>;
  /**
   * A provider that refunds a card charge by charge (Stripe) sends each part of a refund as a call of its own
   * (`details.parts`, ledger/refund-split.ts), keyed by the operation and the part; one already sent is read
   * again. A part may still be pending when it answers, and end later.
   */
  refundPart?(call: ProviderCall, part: RefundPart & { index: number }): Promise<RefundPartOutcome>;
  payout(call: ProviderCall): Promise<ProviderResult>;
  /** A provider's signed webhook as an event, or null when the signature or the body is not the provider's. */
  parseWebhook(body: string, signature: string | undefined): Promise<{ operationId: string; result: ProviderResult } | null>;
}

/** A payment whose page is still open or still settling (a bank debit): nothing to settle yet. */
export class PaymentStillOpen extends Error {}
