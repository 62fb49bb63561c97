import {
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  ERROR_CODES,
  dealAnswerSchema,
  requestChangesInputSchema,
  type RequestChangesInput,
} from '@sponsorly/shared';
import type { Database, DealRow, Transaction, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { applyTransition } from '../transitions/apply-transition';
import { dealAnswer, tags } from '../view/deal-answer';
import { checkIdempotencyKey, requestFingerprint } from '../transitions/idempotency';
import { deliverableNotFound } from './submit-link';
import { daysAfter } from '../offers/offer-terms';
import { currentDueDates, ownDueDate } from '../view/due-dates';

/**
 * The due date of a deliverable sent back for changes: DELIVERABLE_LIMITS.revisionDays after the request,
 * or its current date if that is later. Kept on the deliverable; the agreed terms never change.
 */
async function revisionDueDate(trx: Transaction<Database>, deal: DealRow, deliverableId: string, now: Date): Promise<string> {
  const [own, agreed] = await Promise.all([
    trx
      .selectFrom('deal_deliverables')
      .select(ownDueDate.as('due_date'))
      .where('id', '=', deliverableId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('deal_versions')
      .select('deliverables')
      .where('deal_id', '=', deal.id)
      .where('version', '=', deal.current_version)
      .executeTakeFirstOrThrow(),
  ]);
  const current = currentDueDates([{ id: deliverableId, due_date: own.due_date }], agreed.deliverables).get(deliverableId);
  const revised = daysAfter(now, DELIVERABLE_LIMITS.revisionDays);
  return current && current > revised ? current : revised;
}

/**
 * The brand asks for changes to one deliverable (-> changes_requested), while the deal's revisions
 * last: the count moves by a conditional UPDATE in the step's transaction, so two requests at once
 * cannot both use the last revision. Past the limit: 409 `revisions_exhausted`, nothing changed.
 */
export async function requestChanges(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  input: RequestChangesInput,
  idempotencyKey?: string,
): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action: 'request_changes',
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint(input),
    effect: async (trx, deal) => {
      const now = deps.now();
      const item = await trx
        .selectFrom('deal_deliverables')
        .select('id')
        .where('deal_id', '=', deal.id)
        .where('id', '=', input.deliverable_id)
        .executeTakeFirst();
      if (!item) throw deliverableNotFound();
      const included = await trx
        .selectFrom('deal_versions')
        .select('revisions_included')
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirstOrThrow();
      const counted = await trx
        .updateTable('deals')
        .set((eb) => ({ revisions_used: eb('revisions_used', '+', 1) }))
        .where('id', '=', deal.id)
        .where('revisions_used', '<', included.revisions_included)
        .returning('revisions_used')
        .executeTakeFirst();
      if (!counted) throw revisionsExhausted(included.revisions_included);
      await trx
        .insertInto('deal_change_requests')
        .values({
          deal_id: deal.id,
          deliverable_id: item.id,
          round: counted.revisions_used,
          comment: input.comment,
          created_by: user.id,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('deal_deliverables')
        .set({ status: 'changes_requested', due_date: await revisionDueDate(trx, deal, item.id, now), updated_at: now })
        .where('deal_id', '=', deal.id)
        .where('id', '=', item.id)
        .execute();
      return { details: { deliverable_id: item.id } };
    },
  });
  return deal;
}

/** Thrown inside the step, which rolls back: the deal is still `delivered`, waiting for approval. */
const revisionsExhausted = (included: number) =>
  new AppError(409, ERROR_CODES.revisionsExhausted, DELIVERABLE_MESSAGES.revisionsExhausted(included), {
    body: { status: 'delivered' },
  });

/** POST /deals/:id/request-changes: the brand asks for changes to one deliverable. */
export const requestChangesProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/request-changes',
      summary: 'Ask for changes to one deliverable (-> changes_requested)',
      description: 'Each request uses one of the revisions the deal includes; past the last, 409 `revisions_exhausted`.',
      tags,
    },
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict', 'revisions_exhausted'],
    idempotent: true,
  })
  .input(requestChangesInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const deal = await requestChanges(ctx.deps, ctx.session.user, input.id, input, checkIdempotencyKey(ctx.idempotencyKey));
    return dealAnswer(ctx.deps, ctx.session.user, deal.id);
  });
