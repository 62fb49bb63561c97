import { dealFilePath, type CancellationStatus, type DealView, type DealParty, type DisputeOutcome } from '@sponsorly/shared';
import type { Database, DealRow, DealVersionRow, Kysely } from '@sponsorly/db';
import { hasOverdueDeliverable } from './overdue-work';

/** The endings' part of the deal's answer (`dealViewSchema` in shared). */
export type DealEndings = Pick<DealView, 'cancellation' | 'dispute' | 'can_cancel_overdue'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A deal's open cancellation request, its latest dispute, and whether its brand may cancel alone for a late
 * deliverable (by the due dates of `current`, the deal's current terms, which the deal's page has read).
 */
export async function loadEndings(
  db: Kysely<Database>,
  deal: DealRow,
  current: DealVersionRow | undefined,
  reader: DealParty | 'admin',
  now: Date,
): Promise<DealEndings> {
  if (!deal.funded_at) return { cancellation: null, dispute: null, can_cancel_overdue: false };
  const [cancellation, dispute] = await Promise.all([
    db
      .selectFrom('deal_cancellations')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst(),
    db
      .selectFrom('deal_disputes')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const working = deal.status === 'in_progress' || deal.status === 'changes_requested';
  return {
    cancellation: cancellation
      ? {
          id: cancellation.id,
          requested_side: cancellation.requested_side as DealParty,
          reason: cancellation.reason,
          status: cancellation.status as CancellationStatus,
          answer_due_at: cancellation.answer_due_at.toISOString(),
          created_at: cancellation.created_at.toISOString(),
        }
      : null,
    dispute: dispute
      ? {
          id: dispute.id,
          opened_side: dispute.opened_side as DealParty,
          reason: dispute.reason,
          evidence: dispute.evidence.map((e) => ('url' in e ? e.url : dealFilePath(deal.id, e.file_id))),
          answer: dispute.answer,
          answer_due_at: dispute.answer_due_at.toISOString(),
          status: dispute.status as 'open' | 'resolved',
          outcome: dispute.outcome as DisputeOutcome | null,
          creator_percent: dispute.creator_percent,
          note: dispute.note,
          resolved_at: iso(dispute.resolved_at),
          created_at: dispute.created_at.toISOString(),
        }
      : null,
    can_cancel_overdue: reader === 'brand' && working && (await hasOverdueDeliverable(db, deal, now, current)),
  };
}
