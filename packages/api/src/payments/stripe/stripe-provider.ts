import Stripe from 'stripe';
import {
  PaymentStillOpen,
  type CheckoutOrder,
  type CheckoutPage,
  type PaymentProvider,
  type ProviderCall,
  type ProviderResult,
} from '../provider';
import { refundChargePart } from './refunds';
import { feeOfCharge } from './processor-fees';
import type { StripeConnect } from './stripe-connect';

/** Stripe keeps a Checkout Session open between 30 minutes and 24 hours. */
const SESSION_MIN_MS = 30 * 60 * 1000 + 60_000;
const SESSION_MAX_MS = 24 * 60 * 60 * 1000 - 60_000;
export const checkoutClosesAt = (wanted: Date, now: Date) =>
  new Date(Math.min(Math.max(wanted.getTime(), now.getTime() + SESSION_MIN_MS), now.getTime() + SESSION_MAX_MS));

/**
 * Where a Checkout Session stands, read from Stripe: paid (the charge's id as the reference, with the
 * card's brand and last four digits, and Stripe's fee when its balance transaction is there), expired (nothing taken), a delayed payment that failed, or still
 * open or settling (throws: the operation waits for the next event or round).
 */
function checkoutOutcome(session: Stripe.Checkout.Session): ProviderResult {
  if (session.payment_status === 'paid') {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    const fee = feeOfCharge(charge);
    return {
      ok: true,
      reference: charge?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : session.id),
      details: card ? { card_brand: card.brand, card_last4: card.last4 } : {},
      ...(fee !== null ? { feeCents: fee } : {}),
    };
  }
  if (session.status === 'expired') return { ok: false, failure: 'checkout_expired' };
  // Complete but unpaid, its payment back to needing a method: a delayed payment (a bank debit) that failed.
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (session.status === 'complete' && (intent?.status === 'requires_payment_method' || intent?.status === 'canceled'))
    return { ok: false, failure: 'card_declined' };
  throw new PaymentStillOpen(`Checkout Session ${session.id} is ${session.status}, ${session.payment_status}`);
}

/**
 * Stripe Connect as a payment provider (docs/payments.md): separate charges and transfers. A withdrawal is
 * a transfer from the platform's balance to the creator's connected account (`details.destination`);
 * Stripe then pays the creator's bank on the account's schedule. A brand's refund goes back to its card
 * charge by charge (refunds.ts). Each call's idempotency key is the operation's id, so a call repeated
 * after a lost answer returns the first transfer. Stripe refusing the request is a failure (the money
 * comes back); Stripe out of reach throws, and the operation stays pending for the worker to ask again.
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
    async charge(call: ProviderCall) {
      const sessionId = call.details.checkout_session_id;
      if (typeof sessionId !== 'string') throw new Error('No Checkout Session was opened for this payment yet');
      return checkoutOutcome(
        // The charge's balance transaction carries Stripe's fee, recorded with the charge.
        await stripe.client.checkout.sessions.retrieve(sessionId, {
          expand: ['payment_intent.latest_charge.balance_transaction'],
        }),
      );
    },
    async openCheckout(call: ProviderCall, order: CheckoutOrder): Promise<CheckoutPage> {
      const currency = call.currency.toLowerCase();
      const session = await stripe.client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: order.lines.map((line) => ({
            quantity: 1,
            price_data: { currency, unit_amount: line.amountCents, product_data: { name: line.name } },
          })),
          payment_intent_data: {
            transfer_group: `deal_${order.dealId}`,
            metadata: { deal_id: order.dealId, operation_id: call.id },
          },
          metadata: { deal_id: order.dealId, operation_id: call.id },
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
          expires_at: Math.floor(checkoutClosesAt(order.closesAt, new Date()).getTime() / 1000),
        },
        { idempotencyKey: `checkout_${call.id}` },
      );
      if (!session.url) throw new Error('Stripe opened a Checkout Session without a page');
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async closeCheckout(call: ProviderCall) {
      const sessionId = call.details.checkout_session_id;
      if (typeof sessionId !== 'string') return;
      try {
        await stripe.client.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete or expired: its outcome is read with charge() as any other.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async refund() {
      throw new Error('A refund through Stripe is split over charges and sent part by part (refundPart)');
    },
    refundPart: (call, part) => refundChargePart(stripe, call, part),
    async payout(call: ProviderCall) {
      try {
        const transfer = await stripe.client.transfers.create(
          {
            amount: call.amountCents,
            currency: call.currency.toLowerCase(),
            destination: String(call.details.destination),
            ...(typeof call.details.transfer_group === 'string' ? { transfer_group: call.details.transfer_group } : {}),
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
