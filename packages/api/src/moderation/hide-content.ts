import {
  ERROR_CODES,
  MODERATION_MESSAGES,
  adminActionSchema,
  moderationDoneSchema,
  type ModerationDone,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { adminProcedure } from '../trpc';
import { closeReportsAbout } from './close-reports';
import { moderationTags as tags } from './moderation-procedures';
import { recordAudit } from './record-audit';

/**
 * Hides a campaign (only its brand still sees it) or a review (nobody sees it, nor counts it). Hiding again
 * changes nothing and is not logged twice. Its open reports leave the queue as `actioned`.
 */
export async function hideContent(
  deps: ServiceDeps,
  admin: User,
  kind: 'campaign' | 'review',
  id: string,
  reason: string,
): Promise<ModerationDone> {
  const now = deps.now();
  const table = kind === 'campaign' ? 'campaigns' : 'deal_reviews';
  return deps.db.transaction().execute(async (trx) => {
    const hidden = await trx
      .updateTable(table)
      .set({ hidden_at: now })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!hidden) {
      const exists = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists)
        throw new AppError(
          404,
          ERROR_CODES.notFound,
          kind === 'campaign' ? MODERATION_MESSAGES.campaignNotFound : MODERATION_MESSAGES.reviewNotFound,
        );
      return { id, status: 'hidden' };
    }
    await recordAudit(trx, { actorId: admin.id, action: `hide_${kind}`, subjectKind: kind, subjectId: id, reason, at: now });
    await closeReportsAbout(trx, { subjectId: id }, admin.id, now);
    return { id, status: 'hidden' };
  });
}

const hideProcedure = (kind: 'campaign' | 'review') =>
  adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: `/admin/${kind}s/{id}/hide`,
        summary: kind === 'campaign' ? 'Hide a campaign from everyone but its brand' : 'Hide a review from everyone',
        description: '`reason` is required and goes to the audit log. Hiding what is hidden already changes nothing.',
        tags,
      },
      refusals: ['not_found'],
    })
    .input(adminActionSchema)
    .output(moderationDoneSchema)
    .mutation(({ ctx, input }) => hideContent(ctx.deps, ctx.session.user, kind, input.id, input.reason));

/** POST /admin/campaigns/{id}/hide. */
export const hideCampaignProcedure = hideProcedure('campaign');
/** POST /admin/reviews/{id}/hide. */
export const hideReviewProcedure = hideProcedure('review');
