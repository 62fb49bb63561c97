import { MODERATION_MESSAGES, accountStandingSchema, adminActionSchema, type AccountStanding } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { notify } from '../notifications/notify';
import { adminProcedure } from '../trpc';
import { loadAccountStanding, userNotFound } from './account-standing';
import { closeReportsAbout } from './close-reports';
import { moderationTags as tags } from './moderation-procedures';
import { recordAudit } from './record-audit';

/** Warns an account: a notification (and its email) with the administrator's reason, counted in its standing. */
export async function warnUser(deps: ServiceDeps, admin: User, userId: string, reason: string): Promise<AccountStanding> {
  const now = deps.now();
  const standing = await deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw userNotFound();
    const message = MODERATION_MESSAGES.warning(reason);
    await notify(trx, deps, { userId, kind: 'account_warning', ...message, link: '/dashboard' });
    await recordAudit(trx, { actorId: admin.id, action: 'warn_user', subjectKind: 'user', subjectId: userId, reason, at: now });
    await closeReportsAbout(trx, { userId }, admin.id, now);
    return loadAccountStanding(trx, userId);
  });
  deps.notifyOutbox();
  return standing;
}

/** POST /admin/users/{id}/warn. */
export const warnUserProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/users/{id}/warn',
      summary: 'Warn an account',
      description:
        'Sends the account a notification (and an email) with `reason`, which is required and goes to the audit log. Answers the account’s standing; its open reports are closed as `actioned`.',
      tags,
    },
    refusals: ['not_found'],
  })
  .input(adminActionSchema)
  .output(accountStandingSchema)
  .mutation(({ ctx, input }) => warnUser(ctx.deps, ctx.session.user, input.id, input.reason));
