import { CONNECTION_LIMITS, DELIVERABLE_MESSAGES, ERROR_CODES, dealAnswerSchema, liveUrlInputSchema } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealAnswer, tags } from '../view/deal-answer';
import { tellBoth } from '../transitions/deal-notifications';
import { deliverableNotFound } from './submit-link';
import { readLivePost } from '../../connections/read-live-post';

/**
 * The creator adds the live post of an approved deliverable. Its usage rights then run from the post's
 * date rather than the approval's (the first time a link is given; a later change only corrects the link).
 */
export async function addLivePost(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  deliverableId: string,
  url: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    if (side !== 'creator') throw new AppError(403, ERROR_CODES.forbidden, DELIVERABLE_MESSAGES.onlyCreatorSubmits);
    const item = await trx
      .selectFrom('deal_deliverables')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('id', '=', deliverableId)
      .executeTakeFirst();
    if (!item) throw deliverableNotFound();
    if (item.status !== 'approved') throw stateChanged(deal.status, DELIVERABLE_MESSAGES.liveOnlyApproved);
    const now = deps.now();
    const restart = item.live_url === null && item.rights_start_at !== null;
    const length =
      item.rights_start_at && item.rights_end_at ? item.rights_end_at.getTime() - item.rights_start_at.getTime() : null;
    await trx
      .updateTable('deal_deliverables')
      .set({
        live_url: url,
        updated_at: now,
        // The post's first link dates it for analytics; a corrected link keeps that date.
        live_at: item.live_at ?? now,
        ...(restart
          ? {
              rights_start_at: now,
              rights_end_at: length === null ? null : new Date(now.getTime() + length),
              rights_reminded_at: null,
            }
          : {}),
      })
      .where('deal_id', '=', deal.id)
      .where('id', '=', item.id)
      .execute();
    await tellBoth(trx, deal, 'live_post');
  });
  // After the commit: the platform is asked outside the transaction. A new link is checked afresh, and it
  // stays due for the timer worker until the read below has settled it, should that read fail outright.
  await deps.db
    .updateTable('deal_deliverables')
    .set({ post_check: null, post_next_read_at: new Date(deps.now().getTime() + CONNECTION_LIMITS.unavailableRetryMs) })
    .where('deal_id', '=', dealId)
    .where('id', '=', deliverableId)
    .execute();
  await readLivePost(deps, dealId, deliverableId).catch(() => 'unavailable');
}

/** POST /deals/:id/deliverables/:deliverable_id/live: the creator gives the live post of an approved deliverable. */
export const addLivePostProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/deliverables/{deliverable_id}/live',
      summary: 'The live post of an approved deliverable (the creator); its usage rights run from then',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed'],
  })
  .input(liveUrlInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await addLivePost(ctx.deps, ctx.session.user, input.id, input.deliverable_id, input.url);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });
