import {
  DEAL_MESSAGES,
  DELIVERABLE_MESSAGES,
  ERROR_CODES,
  dealAnswerSchema,
  submitLinkInputSchema,
  type SubmitLinkInput,
} from '@sponsorly/shared';
import type { Database, DealRow, Transaction, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { authedProcedure } from '../../trpc';
import { runTransition, stateChanged } from '../transitions/apply-transition';
import { dealNotFound, readerOf } from '../transitions/deal-access';
import { dealAnswer, tags } from '../view/deal-answer';
import { tellBoth } from '../transitions/deal-notifications';
import { isUuid } from '../../lib/uuid';
import { deleteStoredFiles, retireReplacedFiles } from './deal-file-limits';

export const deliverableNotFound = () => new AppError(404, ERROR_CODES.notFound, DELIVERABLE_MESSAGES.deliverableNotFound);

/** A draft: a link, or a file already stored (its row id). */
export type Draft = { kind: 'link'; url: string; note: string } | { kind: 'file'; fileId: string; note: string };

/**
 * Locks the deal for the creator's submission and checks it may take one now: the creator's own deal,
 * at work (in progress, or changes requested), the deliverable part of it and not approved.
 */
export async function lockForSubmission(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings'>,
  user: User,
  dealId: string,
  deliverableId: string,
): Promise<DealRow> {
  if (!isUuid(dealId)) throw dealNotFound();
  const deal = await trx.selectFrom('deals').selectAll().where('id', '=', dealId).forUpdate().executeTakeFirst();
  if (!deal) throw dealNotFound();
  const reader = readerOf(deps, deal, user);
  if (reader === 'admin') throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.adminsReadOnly);
  if (reader === 'brand') throw new AppError(403, ERROR_CODES.forbidden, DELIVERABLE_MESSAGES.onlyCreatorSubmits);
  if (deal.status === 'delivered') throw stateChanged(deal.status, DELIVERABLE_MESSAGES.awaitingReview);
  if (deal.status !== 'in_progress' && deal.status !== 'changes_requested')
    throw stateChanged(deal.status, DELIVERABLE_MESSAGES.notWorking);
  const item = await trx
    .selectFrom('deal_deliverables')
    .select('status')
    .where('deal_id', '=', deal.id)
    .where('id', '=', deliverableId)
    .executeTakeFirst();
  if (!item) throw deliverableNotFound();
  if (item.status === 'approved') throw stateChanged(deal.status, DELIVERABLE_MESSAGES.alreadyApproved);
  return deal;
}

/**
 * Records a draft for one deliverable, in the caller's transaction with the deal locked: the earlier
 * drafts' files of this round retired (their storage keys returned, for the caller to delete after the
 * commit), the submission (in the current round), the deliverable `submitted`, and when it was the last one
 * outstanding, the `deliver` step (the brand's review window starts, the brand is told). Otherwise both
 * parties' open pages are told the deal changed.
 */
export async function recordSubmission(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  user: User,
  deal: DealRow,
  deliverableId: string,
  draft: Draft,
): Promise<{ submissionId: string; replacedKeys: string[] }> {
  const now = deps.now();
  const replacedKeys = await retireReplacedFiles(trx, deps, deal.id, deliverableId, deal.revisions_used + 1);
  const submission = await trx
    .insertInto('deal_submissions')
    .values({
      deal_id: deal.id,
      deliverable_id: deliverableId,
      round: deal.revisions_used + 1,
      kind: draft.kind,
      url: draft.kind === 'link' ? draft.url : null,
      file_id: draft.kind === 'file' ? draft.fileId : null,
      note: draft.note,
      created_by: user.id,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('deal_deliverables')
    .set({ status: 'submitted', submitted_at: now, updated_at: now })
    .where('deal_id', '=', deal.id)
    .where('id', '=', deliverableId)
    .execute();
  const outstanding = await trx
    .selectFrom('deal_deliverables')
    .select('id')
    .where('deal_id', '=', deal.id)
    .where('status', '<>', 'submitted')
    .executeTakeFirst();
  if (!outstanding) {
    await runTransition(trx, deps, { dealId: deal.id, action: 'deliver', actor: { kind: 'person', user } });
  } else {
    await tellBoth(trx, deal, 'submit');
  }
  return { submissionId: submission.id, replacedKeys };
}

/** POST /deals/:id/deliverables/:deliverable_id/submissions with a link: one transaction. */
export async function submitLink(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  deliverableId: string,
  input: SubmitLinkInput,
): Promise<{ dealId: string; submissionId: string }> {
  const { submissionId, replacedKeys } = await deps.db.transaction().execute(async (trx) => {
    const deal = await lockForSubmission(trx, deps, user, dealId, deliverableId);
    return recordSubmission(trx, deps, user, deal, deliverableId, { kind: 'link', url: input.url, note: input.note });
  });
  await deleteStoredFiles(deps, replacedKeys);
  deps.notifyOutbox();
  return { dealId, submissionId };
}

/** POST /deals/:id/deliverables/:deliverable_id/submissions: the creator submits a draft (a link; files come through the upload route). */
export const submitLinkProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/deliverables/{deliverable_id}/submissions',
      summary: 'Submit a draft of a deliverable (the creator)',
      description:
        'A link with a note as JSON, or a file as multipart/form-data. The last deliverable outstanding makes the deal delivered.',
      tags,
    },
    successStatus: 201,
    refusals: ['not_found', 'forbidden', 'state_changed'],
  })
  .input(submitLinkInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await submitLink(ctx.deps, ctx.session.user, input.id, input.deliverable_id, input);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });
