import Stripe from 'stripe';
import { CHARGEBACK_NOTIFICATIONS, type Currency } from '@sponsorly/shared';
import type { Database, PaymentOperationRow, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { notifyAdmins } from '../../admin/notify-admins';
import { openChargebackDispute } from '../../deals/endings/chargeback-dispute';
import { dealLink } from '../../deals/transitions/deal-notifications';
import { brandNameSql } from '../../lib/party-names';
import { lockBrandAccounts, payOwedFromBalance } from '../../ledger/brand-owed';
import type { AccountRef } from '../../ledger/accounts';
import { postJournal, type MoveEntry } from '../../ledger/journal';
import type { StripeConnect } from './stripe-connect';
import type { EventOutcome } from './checkout-events';

/**
 * The dispute statuses in which Stripe has taken the disputed money out of the platform's balance. An
 * inquiry (`warning_*`) takes nothing, nor does a dispute prevented; one that becomes a chargeback sends
 * `charge.dispute.funds_withdrawn`.
 */
const FUNDS_WITHDRAWN = ['needs_response', 'under_review', 'won', 'lost', 'appeal_needs_response', 'appeal_under_review'];

type ChargeOperation = Pick<PaymentOperationRow, 'id' | 'user_id' | 'deal_id' | 'currency'>;

/**
 * A dispute's events (`charge.dispute.created`, `.closed`, `.funds_withdrawn`, `.funds_reinstated`), docs/payments.md
 * "Chargebacks": the dispute is read from Stripe now and the ledger brought to where Stripe stands, so late,
 * repeated and out-of-order events end the same. Its money is taken from the brand once, when Stripe holds
 * it; given back once, when the dispute is won; a lost one stays in `chargebacks`. The charge is found by its
 * id, the charge operation's reference.
 */
export async function applyDisputeEvent(deps: ServiceDeps, stripe: StripeConnect, event: Stripe.Event): Promise<EventOutcome> {
  const { id } = event.data.object as Stripe.Dispute;
  let dispute: Stripe.Dispute;
  try {
    dispute = await stripe.client.disputes.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'unknown_object';
    throw error;
  }
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const op = await deps.db
    .selectFrom('payment_operations')
    .select(['id', 'user_id', 'deal_id', 'currency'])
    .where('provider', '=', 'stripe')
    .where('kind', '=', 'charge')
    .where('status', '=', 'succeeded')
    .where('provider_reference', '=', chargeId)
    .executeTakeFirst();
  if (!op) return 'unknown_object';
  if (!FUNDS_WITHDRAWN.includes(dispute.status)) return 'applied';
  if (dispute.currency.toUpperCase() !== op.currency)
    throw new Error(`Dispute ${dispute.id} is in ${dispute.currency}, its charge in ${op.currency}`);
  await deps.db.transaction().execute((trx) => recordDispute(trx, deps, op, dispute));
  deps.notifyOutbox();
  return 'applied';
}

/**
 * One transaction, under the charge operation's lock (one dispute's events one at a time) and its deal's
 * (locked before the accounts, as a deal's steps lock them). Taking and giving back are each done once,
 * by their transfers' ids; a dispute first seen already won is taken and given back at once, so an
 * older read of it applied later finds nothing left to do.
 */
async function recordDispute(trx: Transaction<Database>, deps: ServiceDeps, op: ChargeOperation, dispute: Stripe.Dispute) {
  await trx.selectFrom('payment_operations').select('id').where('id', '=', op.id).forUpdate().execute();
  const deal = op.deal_id
    ? await trx.selectFrom('deals').selectAll().where('id', '=', op.deal_id).forUpdate().executeTakeFirst()
    : undefined;
  const ids = { taken: `chargeback:${dispute.id}`, owed: `chargeback:${dispute.id}:owed`, won: `chargeback_won:${dispute.id}` };
  const written = await trx.selectFrom('ledger_transfers').select('id').where('id', 'in', Object.values(ids)).execute();
  const done = new Set(written.map((t) => t.id));
  const now = deps.now();
  const currency = op.currency as Currency;
  const amount = dispute.amount;
  const brand = await trx
    .selectFrom('users as b')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .select(brandNameSql('b', 'bp').as('name'))
    .where('b.id', '=', op.user_id)
    .executeTakeFirstOrThrow();
  const link = deal ? dealLink(deal.id) : '/db-test';
  const accounts = await lockBrandAccounts(trx, op.user_id, currency, [{ kind: 'chargebacks', currency }]);

  if (!done.has(ids.taken) && !done.has(ids.owed)) {
    // What the balance has free pays; the rest is owed by the brand, so the ledger balances either way.
    const fromBalance = Math.min(accounts.availableCents, amount);
    const take = (id: string, debit: AccountRef, cents: number): MoveEntry[] =>
      cents > 0
        ? [
            {
              kind: 'single',
              id,
              debit,
              credit: { kind: 'chargebacks', currency },
              amount: cents,
              code: 'chargeback',
              dealId: op.deal_id,
            },
          ]
        : [];
    await postJournal(
      trx,
      [...take(ids.taken, accounts.balance, fromBalance), ...take(ids.owed, accounts.owed, amount - fromBalance)],
      now,
    );
    if (dispute.status !== 'won') {
      const paused = deal
        ? await openChargebackDispute(trx, deps, deal, { amountCents: amount, bankReason: dispute.reason })
        : false;
      const message = CHARGEBACK_NOTIFICATIONS.opened(amount, brand.name, amount - fromBalance, paused);
      await notifyAdmins(trx, deps, { kind: 'chargeback_opened', link: paused ? '/admin/disputes' : link, ...message });
    }
  }
  if (dispute.status === 'won' && !done.has(ids.won)) {
    await postJournal(
      trx,
      [
        {
          kind: 'single',
          id: ids.won,
          debit: { kind: 'chargebacks', currency },
          credit: { kind: 'brand_balance', userId: op.user_id, currency },
          amount,
          code: 'chargeback_won',
          dealId: op.deal_id,
        },
      ],
      now,
    );
    // Back in the balance, the money pays first what the brand owes.
    await payOwedFromBalance(trx, op.user_id, currency, now);
    await notifyAdmins(trx, deps, { kind: 'chargeback_won', link, ...CHARGEBACK_NOTIFICATIONS.won(amount, brand.name) });
  }
}
