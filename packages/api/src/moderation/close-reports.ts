import type { Database, Transaction } from '@sponsorly/db';

/**
 * An action on what was reported answers its open reports: they leave the queue as `actioned`. By the account
 * (a warning, a suspension) or by the thing (a hidden campaign or review).
 */
export async function closeReportsAbout(
  trx: Transaction<Database>,
  about: { userId: string } | { subjectId: string },
  adminId: string,
  now: Date,
): Promise<void> {
  let update = trx
    .updateTable('reports')
    .set({ status: 'actioned', closed_at: now, closed_by: adminId })
    .where('status', '=', 'open');
  update =
    'userId' in about ? update.where('subject_user_id', '=', about.userId) : update.where('subject_id', '=', about.subjectId);
  await update.execute();
}
