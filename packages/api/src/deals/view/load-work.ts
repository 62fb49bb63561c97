import type { DealWorkView, DeliverableStatus, SubmissionKind } from '@sponsorly/shared';
import type { Database, DealRow, DealVersionRow, Kysely } from '@sponsorly/db';
import { currentDueDates, ownDueDate } from './due-dates';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A funded deal's work: each deliverable with its current due date, its drafts and the change requests, in
 * order; null before funding. `agreed` is the deal's current version, the terms both sides accepted.
 */
export async function loadWork(
  db: Kysely<Database>,
  deal: DealRow,
  agreed: Pick<DealVersionRow, 'deliverables' | 'revisions_included'> | undefined,
): Promise<DealWorkView | null> {
  if (!deal.funded_at) return null;
  const [items, submissions, requests] = await Promise.all([
    db
      .selectFrom('deal_deliverables')
      .select(['id', 'status', 'live_url', 'rights_start_at', 'rights_end_at', ownDueDate.as('due_date')])
      .where('deal_id', '=', deal.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('deal_submissions as s')
      .leftJoin('deal_files as f', 'f.id', 's.file_id')
      .select([
        's.id',
        's.deliverable_id',
        's.round',
        's.kind',
        's.url',
        's.note',
        's.created_at',
        'f.id as file_id',
        'f.file_name',
        'f.content_type',
        'f.size_bytes',
      ])
      .where('s.deal_id', '=', deal.id)
      // A draft replaced by another in its round is gone with its file.
      .where((eb) => eb.or([eb('s.file_id', 'is', null), eb('f.removed_at', 'is', null)]))
      .orderBy('s.created_at')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('deal_change_requests')
      .select(['deliverable_id', 'round', 'comment', 'created_at'])
      .where('deal_id', '=', deal.id)
      .orderBy('created_at')
      .execute(),
  ]);
  const dueDates = currentDueDates(items, agreed?.deliverables ?? []);
  return {
    deliverables: items.map((item) => ({
      id: item.id,
      status: item.status as DeliverableStatus,
      due_date: dueDates.get(item.id) ?? null,
      submissions: submissions
        .filter((s) => s.deliverable_id === item.id)
        .map((s) => ({
          id: s.id,
          round: s.round,
          kind: s.kind as SubmissionKind,
          url: s.url,
          file: s.file_id
            ? { id: s.file_id, name: s.file_name!, content_type: s.content_type!, size_bytes: Number(s.size_bytes) }
            : null,
          note: s.note,
          created_at: s.created_at.toISOString(),
        })),
      change_requests: requests
        .filter((r) => r.deliverable_id === item.id)
        .map((r) => ({ round: r.round, comment: r.comment, created_at: r.created_at.toISOString() })),
      live_url: item.live_url,
      rights_start_at: iso(item.rights_start_at),
      rights_end_at: iso(item.rights_end_at),
    })),
    revisions_used: deal.revisions_used,
    revisions_included: agreed?.revisions_included ?? 0,
    review_due_at: deal.status === 'delivered' ? iso(deal.review_due_at) : null,
    approved_at: iso(deal.approved_at),
    clears_at: iso(deal.clears_at),
    cleared_at: iso(deal.cleared_at),
  };
}
