import type { DealDeliverableColumn } from '@sponsorly/db';
import { sql } from 'kysely';

/**
 * A deliverable's own due date as YYYY-MM-DD, or null while the agreed one stands: select it as
 * `due_date` from `deal_deliverables` (the column is a date, which the drivers would turn into a
 * midnight in the process's time zone).
 */
export const ownDueDate = sql<string | null>`to_char(due_date, 'YYYY-MM-DD')`;

/**
 * Each deliverable's current due date, by id: its own once it was given one after the agreement (an
 * admin resuming a disputed deal), else the agreed version's, which never changes after acceptance.
 */
export function currentDueDates(
  items: readonly { id: string; due_date: string | null }[],
  agreed: readonly Pick<DealDeliverableColumn, 'id' | 'due_date'>[],
): Map<string, string> {
  const dates = new Map(agreed.map((d) => [d.id, d.due_date]));
  for (const item of items) if (item.due_date !== null) dates.set(item.id, item.due_date);
  return dates;
}
