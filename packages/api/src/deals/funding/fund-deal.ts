import {
  DEAL_MESSAGES,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  fundAnswerSchema,
  fundDealInputSchema,
  type Currency,
  type FundDealInput,
  type PaymentFailure,
  type PaymentProviderName,
} from '@sponsorly/shared';
import type { Database, DealRow, PaymentOperationRow, Transaction, User } from '@sponsorly/db';
import { assertNotBlocked } from '../../blocks/block-between';
import { AppError } from '../../lib/app-error';
import { toAppError } from '../../lib/error-mapping';
import { isUuid } from '../../lib/uuid';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { postJournal } from '../../ledger/journal';
import { balanceOwed, owedCents, settleOwedFromBalance } from '../../ledger/brand-owed';
import { processorFeeEntry } from '../../payments/stripe/processor-fees';
import { netCents } from '../../ledger/wallet';
import { cardLast4 } from '../../payments/sandbox-provider';
import type { ProviderResult } from '../../payments/provider';
import { providerOf } from '../../payments/provider-of';
import { runTransition, stateChanged } from '../transitions/apply-transition';
import { dealNotFound, readerOf } from '../transitions/deal-access';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkoutPageOf } from './checkout-page';
import { notify } from '../../notifications/notify';
import { dealLink } from '../transitions/deal-notifications';

/**
 * The `fund` step with its holds, inside the caller's transaction: the deal becomes `in_progress` and
 * the price and fee move from the brand's balance into holds. Refused (409 `insufficient_funds`, nothing
 * moved) if the balance cannot cover them.
 */
async function fundFromBalance(trx: Transaction<Database>, deps: ServiceDeps, user: User, dealId: string): Promise<DealRow> {
  // The step's own effect (step-effects.ts) holds the money and lists the deliverables.
  const { deal } = await runTransition(trx, deps, { dealId, action: 'fund', actor: { kind: 'person', user } });
  return deal;
}

type Start = { deal: DealRow; operation?: undefined } | { operation: PaymentOperationRow; deal?: undefined };

/**
 * The first half of funding, in one transaction: the deal locked, the brand's right to fund it now
 * checked, and either the deal funded from the brand's balance at once (when it covers the total) or a
 * charge operation written for what the balance lacks. A charge already under way for the deal (a
 * double click, a retry after a timeout) is continued rather than started again.
 */
async function startFunding(deps: ServiceDeps, user: User, dealId: string, input: FundDealInput): Promise<Start> {
  // A malformed id is a deal that does not exist, before it reaches the database (which would refuse it).
  if (!isUuid(dealId)) throw dealNotFound();
  return deps.db.transaction().execute(async (trx): Promise<Start> => {
    const deal = await trx.selectFrom('deals').selectAll().where('id', '=', dealId).forUpdate().executeTakeFirst();
    if (!deal) throw dealNotFound();
    const reader = readerOf(deps, deal, user);
    if (reader === 'admin') throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.adminsReadOnly);
    if (reader === 'creator') throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.wrongParty.fund);
    // Funded already: a repeated request answers the deal as it is.
    if (deal.funded_at) return { deal };
    if (deal.status !== 'awaiting_funding') throw stateChanged(deal.status, PAYMENT_MESSAGES.notAwaitingFunding);
    if (!deal.funding_due_at || deal.funding_due_at.getTime() <= deps.now().getTime())
      throw stateChanged(deal.status, PAYMENT_MESSAGES.fundingPastDue);
    // A chargeback the balance did not cover is settled before the brand funds anything.
    const owed = await owedCents(trx, deal.brand_id, deal.currency as Currency);
    if (owed > 0) throw balanceOwed(owed);
    // A blocked pair makes no new commitment; checked before any charge, never after one.
    await assertNotBlocked(trx, deal.brand_id, deal.creator_id);

    const open = await trx
      .selectFrom('payment_operations')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('kind', '=', 'charge')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (open) return { operation: open };

    const terms = await trx
      .selectFrom('deal_versions')
      .select(['price_cents', 'fee_cents'])
      .where('deal_id', '=', deal.id)
      .where('version', '=', deal.current_version)
      .executeTakeFirstOrThrow();
    const total = Number(terms.price_cents) + Number(terms.fee_cents);
    const balance = await trx
      .selectFrom('ledger_accounts')
      .select(['credits_posted', 'debits_posted', 'debits_pending'])
      .where('user_id', '=', deal.brand_id)
      .where('kind', '=', 'brand_balance')
      .where('currency', '=', deal.currency)
      .executeTakeFirst();
    const toCharge = total - Math.min(Math.max(netCents(balance), 0), total);
    if (toCharge === 0) return { deal: await fundFromBalance(trx, deps, user, deal.id) };

    const operation = await trx
      .insertInto('payment_operations')
      .values({
        kind: 'charge',
        provider: deps.payments.name,
        user_id: user.id,
        deal_id: deal.id,
        amount_cents: toCharge,
        currency: deal.currency,
        details: JSON.stringify({ card_last4: cardLast4(input.card_number) }),
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { operation };
  });
}

type Settled =
  | { kind: 'funded'; deal: DealRow }
  | { kind: 'declined'; failure: PaymentFailure }
  | { kind: 'moved_on'; deal: DealRow; amount: number }
  | { kind: 'short'; deal: DealRow; amount: number };

/**
 * The second half, once the provider has answered, in two transactions. First the charge is recorded on
 * its own: the operation completed (only once: a concurrent settlement finds it done) and, when it went
 * through, the money in the brand's balance (provider -> brand). Then the deal is funded from that
 * balance. Money paid is never lost: if the deal moved on meanwhile (its funding expired), or the balance
 * paid for another deal while the card was charged and no longer covers this one, the payment stays in
 * the brand's balance and the deal waits, where one transaction for both would have rolled the recorded
 * charge back with the refused funding (and the recovery worker would have failed on it every round).
 */
export async function settleCharge(
  deps: ServiceDeps,
  operationId: string,
  result: ProviderResult,
  /** Settled away from the brand's request (a webhook, the worker): a payment that failed is told to the brand. */
  options: { tellBrand?: boolean } = {},
): Promise<Settled> {
  const recorded = await recordCharge(deps, operationId, result, options.tellBrand ?? false);
  const settled = recorded.kind === 'declined' ? recorded : await fundAfterCharge(deps, recorded.op);
  deps.notifyOutbox();
  return settled;
}

type Recorded = { kind: 'declined'; failure: PaymentFailure } | { kind: 'paid'; op: PaymentOperationRow };

async function recordCharge(
  deps: ServiceDeps,
  operationId: string,
  result: ProviderResult,
  tellBrand: boolean,
): Promise<Recorded> {
  return deps.db.transaction().execute(async (trx): Promise<Recorded> => {
    const op = await trx
      .selectFrom('payment_operations')
      .selectAll()
      .where('id', '=', operationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = deps.now();
    if (op.status === 'failed') return { kind: 'declined', failure: (op.failure_code ?? 'card_declined') as PaymentFailure };
    if (op.status === 'succeeded') return { kind: 'paid', op };
    if (!result.ok) {
      await trx
        .updateTable('payment_operations')
        .set({ status: 'failed', failure_code: result.failure, completed_at: now })
        .where('id', '=', op.id)
        .execute();
      if (tellBrand && op.deal_id) await tellPaymentFailed(trx, deps, op.user_id, op.deal_id);
      return { kind: 'declined', failure: result.failure };
    }
    await trx
      .updateTable('payment_operations')
      .set({
        status: 'succeeded',
        provider_reference: result.reference,
        completed_at: now,
        // What the provider told of the payment (the card), for the receipt.
        ...(result.details ? { details: JSON.stringify({ ...op.details, ...result.details }) } : {}),
      })
      .where('id', '=', op.id)
      .execute();
    const currency = op.currency as Currency;
    // The provider that took the money, which may not be the one configured now.
    const provider = op.provider as PaymentProviderName;
    await postJournal(
      trx,
      [
        {
          kind: 'single',
          id: `charge:${op.id}`,
          debit: { kind: 'provider', provider, currency },
          credit: { kind: 'brand_balance', userId: op.user_id, currency },
          amount: Number(op.amount_cents),
          code: 'funding',
          dealId: op.deal_id,
          operationId: op.id,
        },
        // What the provider kept of it, read with the charge (outside this transaction).
        ...(result.feeCents ? [processorFeeEntry(op, provider, result.feeCents)] : []),
      ],
      now,
    );
    return { kind: 'paid', op };
  });
}

/** The brand left the provider's page and its payment did not go through: told in the app and by email. */
async function tellPaymentFailed(trx: Transaction<Database>, deps: ServiceDeps, brandId: string, dealId: string) {
  const creator = await trx
    .selectFrom('deals as d')
    .innerJoin('users as u', 'u.id', 'd.creator_id')
    .select(['u.first_name', 'u.last_name'])
    .where('d.id', '=', dealId)
    .executeTakeFirstOrThrow();
  const notice = PAYMENT_MESSAGES.paymentFailedNotice(`${creator.first_name} ${creator.last_name}`);
  await notify(trx, deps, { userId: brandId, kind: 'payment_failed', link: dealLink(dealId), ...notice });
}

/** Funds the charged deal from the brand's balance, if it still waits for it and the balance covers it. */
async function fundAfterCharge(deps: ServiceDeps, op: PaymentOperationRow): Promise<Settled> {
  const amount = Number(op.amount_cents);
  try {
    return await deps.db.transaction().execute(async (trx): Promise<Settled> => {
      const deal = await trx.selectFrom('deals').selectAll().where('id', '=', op.deal_id!).forUpdate().executeTakeFirstOrThrow();
      if (deal.funded_at) return { kind: 'funded', deal };
      const now = deps.now();
      const stillDue =
        deal.status === 'awaiting_funding' && deal.funding_due_at !== null && deal.funding_due_at.getTime() > now.getTime();
      if (!stillDue) return { kind: 'moved_on', deal, amount };
      const brand = await trx.selectFrom('users').selectAll().where('id', '=', op.user_id).executeTakeFirstOrThrow();
      return { kind: 'funded', deal: await fundFromBalance(trx, deps, brand, deal.id) };
    });
  } catch (error) {
    if (toAppError(error)?.code !== ERROR_CODES.insufficientFunds) throw error;
    const deal = await deps.db.selectFrom('deals').selectAll().where('id', '=', op.deal_id!).executeTakeFirstOrThrow();
    return { kind: 'short', deal, amount };
  }
}

/**
 * POST /deals/:id/fund: the brand pays the agreed price and the platform fee into Sponsorly, and the
 * work starts (docs/marketplace.md "Money"). What the brand's balance already holds is used first; the rest
 * is charged to the card through the payment provider, outside any transaction. A declined card answers
 * 402 `payment_declined` and leaves the deal waiting for funding.
 */
export async function fundDeal(deps: ServiceDeps, user: User, dealId: string, input: FundDealInput): Promise<DealRow> {
  return (await payForDeal(deps, user, dealId, input)).deal;
}

/** Whether the operation's payment page has closed (its outcome is then read from the provider). */
const pageClosed = (op: PaymentOperationRow, now: Date) =>
  typeof op.details.checkout_expires_at === 'string' && Date.parse(op.details.checkout_expires_at) <= now.getTime();

/**
 * Funding as the brand's request answers it: the deal, funded or still waiting, and with a provider whose
 * brands pay on its own page (Stripe Checkout), that page's address: the deal is funded when the
 * provider says the payment went through (payments/stripe/checkout-events.ts). A second press while the
 * page is open answers the same page.
 */
export async function payForDeal(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  input: FundDealInput,
): Promise<{ deal: DealRow; checkoutUrl?: string }> {
  // What the brand owes of a chargeback is paid from its balance first; startFunding refuses if some is left.
  if (user.user_type === 'brand') await settleOwedFromBalance(deps, user.id);
  const start = await startFunding(deps, user, dealId, input);
  if (start.deal) {
    deps.notifyOutbox();
    return { deal: start.deal };
  }
  const op = start.operation;
  // A charge under way is continued through the provider that started it.
  const provider = providerOf(deps, op.provider);
  if (!provider) throw new AppError(503, ERROR_CODES.unavailable, PAYMENT_MESSAGES.providerUnavailable);
  if (provider.openCheckout && !pageClosed(op, deps.now())) {
    const deal = await deps.db.selectFrom('deals').selectAll().where('id', '=', op.deal_id!).executeTakeFirstOrThrow();
    return { deal, checkoutUrl: await checkoutPageOf(deps, provider, op, deal) };
  }
  const result = await provider.charge({
    id: op.id,
    amountCents: Number(op.amount_cents),
    currency: op.currency as Currency,
    details: op.details,
  });
  const settled = await settleCharge(deps, op.id, result);
  // A payment page that closed unpaid: the brand pressed Fund again, so a new page opens.
  if (settled.kind === 'declined' && provider.openCheckout) return payForDeal(deps, user, dealId, input);
  if (settled.kind === 'declined')
    throw new AppError(402, ERROR_CODES.paymentDeclined, PAYMENT_MESSAGES.declined[settled.failure]);
  if (settled.kind === 'moved_on') throw stateChanged(settled.deal.status, PAYMENT_MESSAGES.movedOnAfterPayment(settled.amount));
  if (settled.kind === 'short')
    throw new AppError(409, ERROR_CODES.insufficientFunds, PAYMENT_MESSAGES.balanceSpentMeanwhile(settled.amount));
  return { deal: settled.deal };
}

/** POST /deals/:id/fund: the brand funds the agreed deal (-> in_progress). */
export const fundDealProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/fund',
      summary: 'Fund the agreed deal (-> in_progress)',
      description:
        'Pays the price and the platform fee into Sponsorly: the balance first, the card for the rest. A declined card (402 `payment_declined`) takes nothing and leaves the deal waiting for its funding. With Stripe, the card pays on Stripe’s page: the answer carries `checkout_url`, and the deal is funded when Stripe says the payment went through. A brand that owes a chargeback its balance did not cover funds nothing until it is settled (409 `balance_owed`).',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'blocked', 'state_changed', 'payment_declined', 'insufficient_funds', 'balance_owed'],
  })
  .input(fundDealInputSchema)
  .output(fundAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const { deal, checkoutUrl } = await payForDeal(ctx.deps, ctx.session.user, input.id, input);
    return { ...(await dealAnswer(ctx.deps, ctx.session.user, deal.id)), ...(checkoutUrl ? { checkout_url: checkoutUrl } : {}) };
  });
