import { accountStandingSchema, adminActionSchema, type AccountStanding } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { loadAccountStanding, userNotFound } from './account-standing';
import { moderationTags as tags } from './moderation-procedures';
import { recordAudit } from './record-audit';

/**
 * Lifts a suspension: the account can log in again, its campaigns show and its search row comes back (the
 * users trigger refreshes it). What the suspension withdrew stays withdrawn, and its paused deals stay
 * with the administrators, who release, refund or resume each (docs/moderation.md).
 */
export async function unsuspendUser(deps: ServiceDeps, admin: User, userId: string, reason: string): Promise<AccountStanding> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw userNotFound();
    const lifted = await trx
      .updateTable('users')
      .set({ suspended_at: null, updated_at: now })
      .where('id', '=', userId)
      .where('suspended_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (lifted)
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'unsuspend_user',
        subjectKind: 'user',
        subjectId: userId,
        reason,
        at: now,
      });
    return loadAccountStanding(trx, userId);
  });
}

/** POST /admin/users/{id}/unsuspend. */
export const unsuspendUserProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/users/{id}/unsuspend',
      summary: 'Lift a suspension',
      description:
        'The account can log in again; its campaigns and search listing come back. Its paused deals stay for an administrator to decide. `reason` is required and goes to the audit log.',
      tags,
    },
    refusals: ['not_found'],
  })
  .input(adminActionSchema)
  .output(accountStandingSchema)
  .mutation(({ ctx, input }) => unsuspendUser(ctx.deps, ctx.session.user, input.id, input.reason));
