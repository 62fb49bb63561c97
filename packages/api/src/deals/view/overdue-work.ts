import { ENDING_LIMITS } from '@sponsorly/shared';
import type { Database, DealRow, DealVersionRow, Transaction } from '@sponsorly/db';
import { currentDueDates, ownDueDate } from './due-dates';

/** The end of a deliverable's due day plus 24 hours: after it, a deliverable never submitted lets the brand cancel alone. */
export const overdueAt = (dueDate: string) =>
  new Date(Date.parse(`${dueDate}T00:00:00Z`) + 24 * 3_600_000 + ENDING_LIMITS.overdueMs);

/**
 * Whether a deliverable of the deal is past its due day by 24 hours and was never submitted. One sent back
 * for changes was delivered on time and is being revised: it never lets the brand cancel alone and take a
 * full refund for work it has seen (a late revision is a dispute's matter). Each deliverable's due date is
 * its current one (`currentDueDates`): its own when it was given a new one, else the agreed version's,
 * read here unless the caller has it (`current`).
 */
export async function hasOverdueDeliverable(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  deal: DealRow,
  now: Date,
  current?: Pick<DealVersionRow, 'deliverables'>,
): Promise<boolean> {
  const [items, version] = await Promise.all([
    db
      .selectFrom('deal_deliverables')
      .select(['id', 'status', ownDueDate.as('due_date')])
      .where('deal_id', '=', deal.id)
      .execute(),
    current ??
      db
        .selectFrom('deal_versions')
        .select('deliverables')
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirst(),
  ]);
  const due = currentDueDates(items, version?.deliverables ?? []);
  return items.some(
    (item) => item.status === 'pending' && due.has(item.id) && overdueAt(due.get(item.id)!).getTime() <= now.getTime(),
  );
}
