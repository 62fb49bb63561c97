import { PAYMENT_AVAILABLE_WORDS, REVIEW_NOTIFICATIONS } from '@sponsorly/shared';
import { sql, type Database, type Kysely, type Transaction } from '@sponsorly/db';

/*
 * A notification that asks for something ("Leave your review to read theirs", "$650 is available to
 * withdraw") stops asking once it is done: its words change to the fact, and it is marked read, so the
 * bell, the dashboard's Recent Activity and the notifications page never prompt for what is done.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The reader reviewed the deal: the other side's "reviewed your deal" notification stops asking for it. */
export async function settleReviewPrompt(db: Db, userId: string, dealLink: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ body: REVIEW_NOTIFICATIONS.answeredBody, read_at: sql<Date>`coalesce(read_at, ${now})` })
    .where('user_id', '=', userId)
    .where('kind', '=', 'review_received')
    .where('link', '=', dealLink)
    .execute();
}

/** A withdrawal left nothing available: each "$N is available to withdraw" says it cleared and was withdrawn. */
export async function settleWithdrawPrompts(db: Db, userId: string, now: Date): Promise<void> {
  const { available, withdrawn, withdrawnBody } = PAYMENT_AVAILABLE_WORDS;
  await db
    .updateTable('notifications')
    .set({
      title: sql<string>`replace(title, ${available}, ${withdrawn})`,
      body: withdrawnBody,
      read_at: sql<Date>`coalesce(read_at, ${now})`,
    })
    .where('user_id', '=', userId)
    .where('kind', '=', 'payment_available')
    .where('title', 'like', `%${available}`)
    .execute();
}
