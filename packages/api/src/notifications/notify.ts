import { NOTIFICATION_KINDS, type NotificationKind } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { notificationEmail } from '@sponsorly/email';
import { enqueueEmail } from '../outbox/enqueue-email';
import type { ServiceDeps } from '../lib/deps';
import { publishUserEvent } from './publish-user-event';

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** One sentence, the subject of the email too: "Maya Lopez applied to Summer launch". */
  title: string;
  body?: string;
  /** A path in the app the notification opens, like `/deals/…`. */
  link: string;
  /** The email's button ("View the offer"); the email goes only for kinds marked email. */
  action?: string;
  /**
   * false: no email this time, even for a kind marked email. New messages use it: the recipient is
   * emailed at most once per conversation per 15 minutes (conversations/send-message.ts).
   */
  email?: boolean;
}

/**
 * Tells a user of an event, inside the transaction of the change that caused it (docs/marketplace.md "How a
 * state changes"): the in-app notification, the real-time event for open pages, and for the
 * important kinds an email through the outbox. If the change rolls back, none of them happened.
 */
export async function notify(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  input: NotificationInput,
): Promise<void> {
  const now = deps.now();
  const row = await trx
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link,
      created_at: now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await publishUserEvent(trx, input.userId, 'notification', {
    id: row.id,
    kind: input.kind,
    title: input.title,
    link: input.link,
  });
  if (!NOTIFICATION_KINDS[input.kind].email || input.email === false) return;
  const user = await trx
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const url = new URL(input.link, deps.settings.appUrl).toString();
  await enqueueEmail(
    trx,
    notificationEmail(
      { to: user.email, firstName: user.first_name },
      { title: input.title, body: input.body ?? '', url, action: input.action ?? 'Open Sponsorly' },
    ),
    now,
  );
}
