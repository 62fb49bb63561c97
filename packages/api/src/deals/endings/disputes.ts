import {
  DEAL_MESSAGES,
  ENDING_LIMITS,
  ENDING_MESSAGES,
  ERROR_CODES,
  outcomeSentence,
  type DisputeInput,
  type ResolveDisputeInput,
} from '@sponsorly/shared';
import type { DealDeliverableColumn, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { applyTransition, stateChanged } from '../transitions/apply-transition';
import { dealNotFound, lockDealAsParty, readerOf } from '../transitions/deal-access';
import { splitHolds } from '../transitions/step-effects';
import { publishUserEvent } from '../../notifications/publish-user-event';
import { recordFile, type StoredUpload } from '../work/upload-submission';

const disputeNotFound = () => new AppError(404, ERROR_CODES.notFound, ENDING_MESSAGES.disputeNotFound);

/** Checks, before an upload's bytes are read, that the person may open a dispute on this deal now. */
export async function checkCanDispute(deps: ServiceDeps, user: User, dealId: string): Promise<void> {
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

/** The other side gives its answer to an open dispute, once. */
export async function answerDispute(deps: ServiceDeps, user: User, dealId: string, answer: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const open = await trx
      .selectFrom('deal_disputes')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!open) throw stateChanged(deal.status, ENDING_MESSAGES.noDispute);
    if (open.opened_side === side) throw new AppError(403, ERROR_CODES.forbidden, ENDING_MESSAGES.notYourDispute);
    if (open.answer !== null)
      throw new AppError(409, ERROR_CODES.conflict, ENDING_MESSAGES.alreadyAnswered, { body: { status: deal.status } });
    if (open.answer_due_at.getTime() < deps.now().getTime()) throw stateChanged(deal.status, ENDING_MESSAGES.answerPastDue);
    await trx.updateTable('deal_disputes').set({ answer, answered_at: deps.now() }).where('id', '=', open.id).execute();
    for (const id of [deal.brand_id, deal.creator_id])
      await publishUserEvent(trx, id, 'deal_changed', { deal_id: deal.id, status: deal.status, action: 'dispute_answered' });
  });
}

/**
 * An admin decides an open dispute, in one journal with the deal's step: release all (-> completed),
 * refund all (-> canceled), split by the creator's percentage (-> completed, the rest refunded), or back
 * to work with new due dates (-> in_progress). The note is what both parties read.
 */
export async function resolveDispute(
  deps: ServiceDeps,
  admin: User,
  disputeId: string,
  input: ResolveDisputeInput,
): Promise<string> {
  if (!isUuid(disputeId)) throw disputeNotFound();
  const dispute = await deps.db.selectFrom('deal_disputes').selectAll().where('id', '=', disputeId).executeTakeFirst();
  if (!dispute) throw disputeNotFound();
  const action = `resolve_${input.outcome}` as const;
  await applyTransition(deps, {
    dealId: dispute.deal_id,
    action,
    actor: { kind: 'person', user: admin },
    effect: async (trx, deal) => {
      const now = deps.now();
      const open = await trx
        .updateTable('deal_disputes')
        .set({
          status: 'resolved',
          outcome: input.outcome,
          creator_percent: input.outcome === 'split' ? input.creator_percent! : null,
          note: input.note,
          resolved_by: admin.id,
          resolved_at: now,
        })
        .where('id', '=', dispute.id)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      if (!open) throw stateChanged(deal.status, ENDING_MESSAGES.noDispute);
      const terms = await trx
        .selectFrom('deal_versions')
        .select(['price_cents', 'deliverables'])
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirstOrThrow();
      if (input.outcome === 'split') await splitHolds(trx, deps, deal, input.creator_percent!);
      if (input.outcome === 'resume')
        await resumeWith(trx, deps, deal.id, deal.current_version, terms.deliverables, input.due_dates ?? []);
      return {
        details: {
          summary: `${outcomeSentence(input.outcome, Number(terms.price_cents), input.creator_percent ?? null)} ${input.note}`,
        },
      };
    },
  });
  return dispute.deal_id;
}

/** Back to work: the deliverables still to come get their new due dates (kept on the agreed version), and wait for drafts again. */
async function resumeWith(
  trx: Parameters<NonNullable<Parameters<typeof applyTransition>[1]['effect']>>[0],
  deps: Pick<ServiceDeps, 'now'>,
  dealId: string,
  version: number,
  deliverables: DealDeliverableColumn[],
  dueDates: { deliverable_id: string; due_date: string }[],
): Promise<void> {
  const byId = new Map(dueDates.map((d) => [d.deliverable_id, d.due_date]));
  const today = deps.now().toISOString().slice(0, 10);
  for (const [id, date] of byId) {
    if (!deliverables.some((d) => d.id === id))
      throw new AppError(400, ERROR_CODES.validation, ENDING_MESSAGES.dueDatesRequired, {
        fields: { due_dates: ENDING_MESSAGES.dueDatesRequired },
      });
    if (date < today)
      throw new AppError(400, ERROR_CODES.validation, ENDING_MESSAGES.dueDatesRequired, {
        fields: { due_dates: ENDING_MESSAGES.dueDatesRequired },
      });
  }
  const moved = deliverables.map((d) => (byId.has(d.id) ? { ...d, due_date: byId.get(d.id)! } : d));
  await trx
    .updateTable('deal_versions')
    .set({ deliverables: JSON.stringify(moved) })
    .where('deal_id', '=', dealId)
    .where('version', '=', version)
    .execute();
  await trx
    .updateTable('deal_deliverables')
    .set({ status: 'pending', updated_at: deps.now() })
    .where('deal_id', '=', dealId)
    .where('id', 'in', [...byId.keys()])
    .where('status', '<>', 'approved')
    .execute();
}
