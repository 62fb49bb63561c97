import {
  DEAL_MESSAGES,
  ENDING_LIMITS,
  ENDING_MESSAGES,
  ERROR_CODES,
  dealAnswerSchema,
  disputeInputSchema,
  type DisputeInput,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { authedProcedure } from '../../trpc';
import { applyTransition, stateChanged } from '../transitions/apply-transition';
import { dealNotFound, readerOf } from '../transitions/deal-access';
import { dealAnswer, tags } from '../view/deal-answer';
import { recordFile, type StoredUpload } from '../work/upload-submission';
import { dealBytesLeft, dealFilesFull } from '../work/deal-file-limits';

/** Checks, before an upload's bytes are read, that the person may open a dispute on this deal now. */
export async function checkCanDispute(deps: ServiceDeps, user: User, dealId: string): Promise<number> {
  if (!isUuid(dealId)) throw dealNotFound();
  const deal = await deps.db
    .selectFrom('deals')
    .select(['id', 'status', 'brand_id', 'creator_id'])
    .where('id', '=', dealId)
    .executeTakeFirst();
  if (!deal) throw dealNotFound();
  if (readerOf(deps, deal, user) === 'admin') throw new AppError(403, ERROR_CODES.forbidden, DEAL_MESSAGES.adminsReadOnly);
  if (deal.status !== 'delivered' && deal.status !== 'changes_requested')
    throw stateChanged(deal.status, ENDING_MESSAGES.cannotDisputeNow);
  // The bytes the deal may still store, for the evidence streaming in (413 when none is left).
  const left = await dealBytesLeft(deps.db, deps, deal.id);
  if (left <= 0) throw dealFilesFull(deps.limiters.usage.dealFilesBytes);
  return left;
}

/**
 * Either party opens a dispute on delivered work (or while changes are requested): the deal goes to an
 * admin. Evidence is links, and files already stored (`files`), recorded on the deal in the same
 * transaction and kept by id (loadEndings lists them as their download paths).
 */
export async function openDispute(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  input: DisputeInput,
  files: StoredUpload[] = [],
): Promise<void> {
  if (input.evidence.length + files.length > ENDING_LIMITS.evidenceMax)
    throw new AppError(400, ERROR_CODES.validation, ENDING_MESSAGES.evidenceTooMany, {
      fields: { evidence: ENDING_MESSAGES.evidenceTooMany },
    });
  await applyTransition(deps, {
    dealId,
    action: 'dispute',
    actor: { kind: 'person', user },
    effect: async (trx, deal) => {
      const now = deps.now();
      const fileIds: string[] = [];
      for (const stored of files) fileIds.push(await recordFile(trx, deps, user, deal.id, stored));
      await trx
        .insertInto('deal_disputes')
        .values({
          deal_id: deal.id,
          opened_by: user.id,
          opened_side: deal.brand_id === user.id ? 'brand' : 'creator',
          reason: input.reason,
          evidence: JSON.stringify([...input.evidence.map((url) => ({ url })), ...fileIds.map((file_id) => ({ file_id }))]),
          answer_due_at: new Date(now.getTime() + ENDING_LIMITS.disputeAnswerMs),
          created_at: now,
        })
        .execute();
      return {};
    },
  });
}

/** POST /deals/:id/disputes: either party opens a dispute on delivered work (evidence files come through the upload route). */
export const openDisputeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/deals/{id}/disputes',
      summary: 'Open a dispute on delivered work (-> disputed)',
      description:
        'A reason and links to evidence as JSON, or the same with evidence files as multipart/form-data. The other side may answer once; an administrator decides.',
      tags,
    },
    successStatus: 201,
    refusals: ['not_found', 'forbidden', 'state_changed', 'conflict'],
  })
  .input(disputeInputSchema)
  .output(dealAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    await openDispute(ctx.deps, ctx.session.user, input.id, input);
    return dealAnswer(ctx.deps, ctx.session.user, input.id);
  });
