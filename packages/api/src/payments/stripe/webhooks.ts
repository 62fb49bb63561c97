import type Stripe from 'stripe';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@sponsorly/shared';
import { sql, type ProviderEventRow } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { recordAccountState } from '../payout-accounts';
import { WEBHOOK_TOLERANCE_SECONDS, type StripeConnect } from './stripe-connect';
import { settleCheckoutEvent, type EventOutcome } from './checkout-events';
import { settleChargeRefundedEvent, settleRefundEvent } from './refunds';
import { returnReversedPayout } from './transfer-reversals';
import { applyDisputeEvent } from './chargebacks';
import { recordLateProcessorFee } from './processor-fees';

/** A worker holds an event this long while it applies it; after that another instance may take it over. */
export const EVENT_CLAIM_MS = 60_000;

/**
 * POST /api/webhooks/stripe: the raw body's signature checked with the SDK (five minutes' tolerance on
 * this server's clock), then the event kept by its id and answered at once; the worker applies it
 * (applyProviderEvents). An event delivered again is kept once and so applied once. A missing or wrong
 * signature is 400 and nothing is kept.
 */
export async function receiveStripeWebhook(
  deps: ServiceDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError(404, ERROR_CODES.notFound, 'Not found.');
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      stripe.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // When it arrived, by this server's clock (milliseconds), against the signature's timestamp.
      deps.now().getTime(),
    );
  } catch {
    throw new AppError(400, ERROR_CODES.invalidSignature, PAYMENT_MESSAGES.signatureInvalid);
  }
  await deps.db
    .insertInto('provider_events')
    .values({
      id: event.id,
      provider: 'stripe',
      type: event.type,
      payload: JSON.stringify(event),
      received_at: deps.now(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { received: true };
}

type Outcome = EventOutcome;

/**
 * What each event does. Events may arrive late, twice or out of order, so a handler never trusts the
 * event's copy of the object: it reads the object's state now from Stripe and acts on that.
 */
const HANDLERS: Partial<Record<string, (deps: ServiceDeps, stripe: StripeConnect, event: Stripe.Event) => Promise<Outcome>>> = {
  async 'account.updated'(deps, stripe, event) {
    const { id } = event.data.object as Stripe.Account;
    const known = await deps.db.selectFrom('payout_accounts').select('user_id').where('account_id', '=', id).executeTakeFirst();
    if (!known) return 'unknown_object';
    await recordAccountState(deps, await stripe.client.accounts.retrieve(id));
    return 'applied';
  },
  'checkout.session.completed': (deps, _stripe, event) => settleCheckoutEvent(deps, event),
  'checkout.session.async_payment_succeeded': (deps, _stripe, event) => settleCheckoutEvent(deps, event),
  'checkout.session.async_payment_failed': (deps, _stripe, event) => settleCheckoutEvent(deps, event),
  'checkout.session.expired': (deps, _stripe, event) => settleCheckoutEvent(deps, event),
  'refund.updated': settleRefundEvent,
  'charge.refunded': settleChargeRefundedEvent,
  'transfer.reversed': returnReversedPayout,
  'charge.updated': recordLateProcessorFee,
  'charge.dispute.created': applyDisputeEvent,
  'charge.dispute.funds_withdrawn': applyDisputeEvent,
  'charge.dispute.funds_reinstated': applyDisputeEvent,
  'charge.dispute.closed': applyDisputeEvent,
};

/**
 * Applies the kept events, oldest first. Each is claimed for a while (so instances share the work and one
 * that stops leaves it to another), applied outside any transaction (a handler calls Stripe), then marked
 * applied with what it did. One that fails is kept with its error and tried again next round.
 */
export async function applyProviderEvents(deps: ServiceDeps, limit: number): Promise<number> {
  const stripe = deps.stripe;
  if (!stripe) return 0;
  const now = deps.now();
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('provider_events')
      .select('id')
      .where('applied_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('received_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [] as ProviderEventRow[];
    return trx
      .updateTable('provider_events')
      .set({ claimed_until: new Date(now.getTime() + EVENT_CLAIM_MS), attempts: sql<number>`attempts + 1` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
  let applied = 0;
  for (const row of claimed.sort((a, b) => a.received_at.getTime() - b.received_at.getTime())) {
    const event = row.payload as unknown as Stripe.Event;
    try {
      const outcome = (await HANDLERS[row.type]?.(deps, stripe, event)) ?? 'not_handled';
      await deps.db
        .updateTable('provider_events')
        .set({ applied_at: deps.now(), outcome, claimed_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      applied++;
    } catch (error) {
      // Kept for the next round (its claim lapses); the error says why it waits.
      await deps.db
        .updateTable('provider_events')
        .set({ claimed_until: null, last_error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  // What the events told people by email goes out now.
  if (applied > 0) deps.notifyOutbox();
  return applied;
}
