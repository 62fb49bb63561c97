import {
  ERROR_CODES,
  MODERATION_MESSAGES,
  accountStandingSchema,
  adminActionSchema,
  type AccountStanding,
} from '@sponsorly/shared';
import type { Database, Transaction, User } from '@sponsorly/db';
import { lockAccount } from '../auth/one-time-tokens';
import { endAllSessions } from '../auth/sessions';
import { isAdmin } from '../auth/users';
import { insertSystemDispute } from '../deals/endings/system-dispute';
import { runTransition } from '../deals/transitions/apply-transition';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { loadAccountStanding, userNotFound } from './account-standing';
import { closeReportsAbout } from './close-reports';
import { moderationTags as tags } from './moderation-procedures';
import { recordAudit } from './record-audit';

const UNFUNDED = ['offered', 'awaiting_funding'];
const FUNDED_AND_UNDER_WAY = ['in_progress', 'delivered', 'changes_requested'];

/**
 * Suspends an account, in one transaction: every session ends (its open pages' streams close), its campaigns
 * and search row leave everyone's sight (the readers check `suspended_at`), its applications are withdrawn,
 * its offers not yet funded are withdrawn, and its funded work is paused as a dispute for an administrator to
 * release or refund: the pause a chargeback takes (deals/endings/chargeback-dispute.ts), with no new money path.
 * Suspending a suspended account changes nothing and is not logged again.
 */
export async function suspendUser(deps: ServiceDeps, admin: User, userId: string, reason: string): Promise<AccountStanding> {
  const now = deps.now();
  const standing = await deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw userNotFound();
    if (isAdmin(user, deps.settings.adminEmails))
      throw new AppError(409, ERROR_CODES.conflict, MODERATION_MESSAGES.cannotSuspendAdmin);
    // The login's transaction takes the same lock, so no session starts once this commits.
    await lockAccount(trx, userId);
    const suspended = await trx
      .updateTable('users')
      .set({ suspended_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('suspended_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!suspended) return loadAccountStanding(trx, userId);
    await endAllSessions(trx, userId);
    await trx
      .updateTable('applications')
      .set({ status: 'withdrawn', updated_at: now })
      .where('creator_id', '=', userId)
      .where('status', 'in', ['submitted', 'shortlisted'])
      .execute();
    await pauseDeals(trx, deps, user);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'suspend_user',
      subjectKind: 'user',
      subjectId: userId,
      reason,
      at: now,
    });
    await closeReportsAbout(trx, { userId }, admin.id, now);
    return loadAccountStanding(trx, userId);
  });
  deps.notifyOutbox();
  return standing;
}

/** Each open deal of the account takes its step, so the other side is told and the deal's history says why. */
async function pauseDeals(trx: Transaction<Database>, deps: ServiceDeps, user: User): Promise<void> {
  const deals = await trx
    .selectFrom('deals')
    .select(['id', 'status', 'brand_id'])
    .where((eb) => eb.or([eb('brand_id', '=', user.id), eb('creator_id', '=', user.id)]))
    .where('status', 'in', [...UNFUNDED, ...FUNDED_AND_UNDER_WAY])
    .orderBy('id')
    .execute();
  for (const deal of deals) {
    if (UNFUNDED.includes(deal.status)) {
      await runTransition(trx, deps, { dealId: deal.id, action: 'suspend_withdraw', actor: { kind: 'system' } });
      continue;
    }
    const side = deal.brand_id === user.id ? 'brand' : 'creator';
    await runTransition(trx, deps, {
      dealId: deal.id,
      action: 'suspend_freeze',
      actor: { kind: 'system' },
      effect: async () => {
        await insertSystemDispute(trx, deps.now(), {
          dealId: deal.id,
          openedBy: user.id,
          side,
          reason: MODERATION_MESSAGES.frozenDisputeReason,
        });
        return { details: { suspended_side: side } };
      },
    });
  }
}

/** POST /admin/users/{id}/suspend. */
export const suspendUserProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/users/{id}/suspend',
      summary: 'Suspend an account',
      description:
        'Ends every session of the account; its login answers 403 `account_suspended`. Its campaigns and its search listing are hidden, its applications and its offers not yet funded are withdrawn, and its funded deals are paused as disputes for an administrator to release or refund. `reason` is required and goes to the audit log. An administrator cannot be suspended (409).',
      tags,
    },
    refusals: ['not_found', 'conflict'],
  })
  .input(adminActionSchema)
  .output(accountStandingSchema)
  .mutation(({ ctx, input }) => suspendUser(ctx.deps, ctx.session.user, input.id, input.reason));
