import { ENDING_MESSAGES, ERROR_CODES, outcomeSentence, type ResolveDisputeInput } from '@sponsorly/shared';
import type { Database, DealDeliverableColumn, Transaction, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { recordAudit } from '../../moderation/record-audit';
import { applyTransition, stateChanged } from '../transitions/apply-transition';
import { splitHolds } from '../transitions/step-effects';

// A dispute is opened (open-dispute.ts) and answered (answer-dispute.ts) by the parties; an admin decides
// it here, through the admin router's procedure.

const disputeNotFound = () => new AppError(404, ERROR_CODES.notFound, ENDING_MESSAGES.disputeNotFound);

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
      // The decision's note, which both parties read, is its reason in the audit log.
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'resolve_dispute',
        subjectKind: 'dispute',
        subjectId: dispute.id,
        reason: `${input.outcome}: ${input.note}`,
        at: now,
      });
      const terms = await trx
        .selectFrom('deal_versions')
        .select(['price_cents', 'deliverables'])
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirstOrThrow();
      if (input.outcome === 'split') await splitHolds(trx, deps, deal, input.creator_percent!);
      if (input.outcome === 'resume') await resumeWith(trx, deps, deal.id, terms.deliverables, input.due_dates ?? []);
      return {
        details: {
          summary: `${outcomeSentence(input.outcome, Number(terms.price_cents), input.creator_percent ?? null)} ${input.note}`,
          ...(input.outcome === 'resume' ? { due_dates: input.due_dates } : {}),
        },
      };
    },
  });
  return dispute.deal_id;
}

/**
 * Back to work: the deliverables still to come get their new due dates and wait for drafts again. The
 * dates are the deliverables' own (`deal_deliverables.due_date`), which every reader takes before the
 * agreed ones: the agreed version is the contract both sides accepted, and never changes after acceptance.
 */
async function resumeWith(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'now'>,
  dealId: string,
  agreed: DealDeliverableColumn[],
  dueDates: { deliverable_id: string; due_date: string }[],
): Promise<void> {
  const byId = new Map(dueDates.map((d) => [d.deliverable_id, d.due_date]));
  const today = deps.now().toISOString().slice(0, 10);
  for (const [id, date] of byId) {
    if (!agreed.some((d) => d.id === id))
      throw new AppError(400, ERROR_CODES.validation, ENDING_MESSAGES.dueDatesRequired, {
        fields: { due_dates: ENDING_MESSAGES.dueDatesRequired },
      });
    // Resuming sets new dates: today or earlier would make the work overdue at once.
    if (date <= today)
      throw new AppError(400, ERROR_CODES.validation, ENDING_MESSAGES.dueDateNotFuture, {
        fields: { due_dates: ENDING_MESSAGES.dueDateNotFuture },
      });
  }
  for (const [id, date] of byId) {
    await trx
      .updateTable('deal_deliverables')
      .set({ status: 'pending', due_date: date, updated_at: deps.now() })
      .where('deal_id', '=', dealId)
      .where('id', '=', id)
      .where('status', '<>', 'approved')
      .execute();
  }
}
