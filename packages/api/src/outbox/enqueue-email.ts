import type { Database, Transaction, Kysely } from '@sponsorly/db';
import { headerSafe, type EmailMessage } from '@sponsorly/email';

/**
 * Writes an email to the outbox inside the caller's transaction: it is sent if and only if the change
 * that caused it commits. The worker delivers it later.
 */
export async function enqueueEmail(
  trx: Transaction<Database> | Kysely<Database>,
  message: EmailMessage,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('email_outbox')
    .values({
      recipient_email: headerSafe(message.to),
      reply_to: message.replyTo ? headerSafe(message.replyTo) : null,
      subject: headerSafe(message.subject),
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(
        Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, headerSafe(value)])),
      ),
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}
