import type Stripe from 'stripe';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  automaticPayoutsSchema,
  onboardingLinkSchema,
  payoutAccountViewSchema,
  type PayoutAccountStatus,
  type PayoutAccountView,
} from '@sponsorly/shared';
import type { PayoutAccountRow, User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { roleProcedure } from '../trpc';
import type { StripeConnect } from './stripe/stripe-connect';

const tags = ['Wallet'];

/**
 * Where a Stripe account stands for paying its creator. Stripe's `disabled_reason` of `requirements.*`
 * means details are missing (the creator can fix it); any other (`rejected.*`, `under_review`,
 * `platform_paused`...) is Stripe's own decision.
 */
export function statusOfAccount(account: Stripe.Account): Exclude<PayoutAccountStatus, 'none'> {
  if (account.payouts_enabled) return 'enabled';
  const reason = account.requirements?.disabled_reason;
  if (reason && !reason.startsWith('requirements.')) return 'restricted';
  return 'pending';
}

type AccountState = Omit<PayoutAccountView, 'automatic'>;
const stateOf = (row: PayoutAccountRow | undefined): AccountState =>
  row
    ? { status: row.status as PayoutAccountStatus, requirements_due: row.requirements_due }
    : { status: 'none', requirements_due: [] };

function stripeOf(deps: ServiceDeps): StripeConnect {
  if (!deps.stripe || !deps.payments.needsPayoutAccount)
    throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.payoutSetupNotNeeded);
  return deps.stripe;
}

const readAccount = (deps: Pick<ServiceDeps, 'db'>, userId: string) =>
  deps.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Keeps what Stripe says of an account on its row; an account Sponsorly does not know changes nothing. */
export async function recordAccountState(deps: Pick<ServiceDeps, 'db' | 'now'>, account: Stripe.Account): Promise<boolean> {
  const updated = await deps.db
    .updateTable('payout_accounts')
    .set({
      status: statusOfAccount(account),
      requirements_due: JSON.stringify(account.requirements?.currently_due ?? []),
      updated_at: deps.now(),
    })
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * POST /payouts/account: the creator's Express account, made once (Stripe's idempotency key is the
 * user's id, and the row's unique user keeps one whatever happens at once), and a fresh onboarding link
 * to it, coming back to /earnings. Each call makes a new link: Stripe's expire within minutes.
 * Stripe is called outside any transaction.
 */
export async function startPayoutOnboarding(deps: ServiceDeps, user: User): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  let row = await readAccount(deps, user.id);
  if (!row) {
    const account = await stripe.client.accounts.create(
      {
        type: 'express',
        email: user.email,
        capabilities: { transfers: { requested: true } },
        metadata: { user_id: user.id },
      },
      { idempotencyKey: `payout_account_${user.id}` },
    );
    const now = deps.now();
    await deps.db
      .insertInto('payout_accounts')
      .values({
        user_id: user.id,
        provider: 'stripe',
        account_id: account.id,
        status: statusOfAccount(account),
        requirements_due: JSON.stringify(account.requirements?.currently_due ?? []),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    row = (await readAccount(deps, user.id))!;
  }
  const back = `${deps.settings.appUrl}/earnings`;
  const link = await stripe.client.accountLinks.create({
    account: row.account_id,
    type: 'account_onboarding',
    return_url: `${back}?payouts=done`,
    refresh_url: `${back}?payouts=again`,
  });
  return { url: link.url };
}

/**
 * GET /payouts/account. An account still `pending` is read again from Stripe, so a creator back from
 * the onboarding form sees it at once, before Stripe's `account.updated` webhook arrives. With the
 * sandbox, test money needs no account: a creator can always be paid.
 */
export async function payoutAccountOf(deps: ServiceDeps, user: User): Promise<PayoutAccountView> {
  // The session's user is read whole with every request: its choice is there already.
  return { ...(await accountStateOf(deps, user)), automatic: user.auto_payout_since !== null };
}

async function accountStateOf(deps: ServiceDeps, user: User): Promise<AccountState> {
  if (!deps.payments.needsPayoutAccount) return { status: 'enabled', requirements_due: [] };
  const row = await readAccount(deps, user.id);
  if (row?.status !== 'pending' || !deps.stripe) return stateOf(row);
  await recordAccountState(deps, await deps.stripe.client.accounts.retrieve(row.account_id));
  return stateOf(await readAccount(deps, user.id));
}

/**
 * POST /payouts/automatic: on, each deal's money is paid out as it clears from now on (payments/
 * automatic-payouts.ts); turning it on again keeps the first date, so no deal is skipped; off, nothing more
 * is paid by itself.
 */
export async function setAutomaticPayouts(deps: ServiceDeps, user: User, enabled: boolean): Promise<PayoutAccountView> {
  const chosen = await deps.db
    .updateTable('users')
    .set((eb) => ({
      auto_payout_since: enabled ? eb.fn.coalesce('auto_payout_since', eb.val(deps.now())) : null,
      updated_at: deps.now(),
    }))
    .where('id', '=', user.id)
    .returning('auto_payout_since')
    .executeTakeFirstOrThrow();
  return payoutAccountOf(deps, { ...user, auto_payout_since: chosen.auto_payout_since });
}

/**
 * Where a creator's withdrawal is sent: nowhere with a provider that needs no account (the sandbox),
 * else their connected account, which must be able to receive it (409 `payouts_not_enabled`).
 */
export async function payoutDestination(deps: ServiceDeps, user: User): Promise<string | undefined> {
  if (!deps.payments.needsPayoutAccount) return undefined;
  const row = await readAccount(deps, user.id);
  if (row?.status !== 'enabled') throw new AppError(409, ERROR_CODES.payoutsNotEnabled, PAYMENT_MESSAGES.payoutsNotEnabled);
  return row.account_id;
}

export const getPayoutAccountProcedure = roleProcedure('creator', PAYMENT_MESSAGES.creatorsWithdraw)
  .meta({
    openapi: {
      method: 'GET',
      path: '/payouts/account',
      summary: 'Where your payout account stands',
      description:
        'Whether you can be paid: `none` until you set up payouts, `pending` while Stripe needs details, `enabled`, or `restricted` by Stripe. With test money, always `enabled`.',
      tags,
    },
    refusals: [],
  })
  .output(payoutAccountViewSchema)
  .query(({ ctx }) => payoutAccountOf(ctx.deps, ctx.session.user));

export const setAutomaticPayoutsProcedure = roleProcedure('creator', PAYMENT_MESSAGES.creatorsWithdraw)
  .meta({
    openapi: {
      method: 'POST',
      path: '/payouts/automatic',
      summary: 'Be paid automatically when money clears',
      description:
        'On: each deal’s money is withdrawn to you by itself as it clears (from now on; with Stripe, once payouts are set up). Off: you withdraw by hand.',
      tags,
    },
    refusals: [],
  })
  .input(automaticPayoutsSchema)
  .output(payoutAccountViewSchema)
  .mutation(({ ctx, input }) => setAutomaticPayouts(ctx.deps, ctx.session.user, input.enabled));

export const startPayoutOnboardingProcedure = roleProcedure('creator', PAYMENT_MESSAGES.creatorsWithdraw)
  .meta({
    openapi: {
      method: 'POST',
      path: '/payouts/account',
      summary: 'Set up payouts with Stripe',
      description:
        'Makes your Stripe Express account (once) and answers a link to Stripe’s onboarding form, which comes back to /earnings. With test money there is nothing to set up: 409 `conflict`.',
      tags,
    },
    refusals: ['conflict'],
  })
  .output(onboardingLinkSchema)
  .mutation(({ ctx }) => startPayoutOnboarding(ctx.deps, ctx.session.user));
