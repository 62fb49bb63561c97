import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS, isSwitchableEmailKind, type NotificationKind } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { notificationEmail } from '@sponsorly/email';
import { enqueueEmail } from '../outbox/enqueue-email';
import type { ServiceDeps } from '../lib/deps';
import { emailChoicesOf } from './email-preferences';
import { publishUserEvent } from './publish-user-event';
import { unsubscribeLinks } from './unsubscribe-links';

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
 * The person's email preferences decide the email (docs/your-data.md "Email preferences"): a kind they
 * turned off sends none, new messages wait for a daily digest if they chose one, and every email they
 * could turn off carries its one-click unsubscribe link.
 */
export async function notify(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  input: NotificationInput,
): Promise<void> {
  const now = deps.now();
  // The notification and its real-time event in one statement: the event names the row, so its id is made here.
  const id = randomUUID();
  await publishUserEvent(
    trx,
    input.userId,
    'notification',
    { id, kind: input.kind, title: input.title, link: input.link },
    trx.insertInto('notifications').values({
      id,
      user_id: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link,
      created_at: now,
    }),
  );
  if (!NOTIFICATION_KINDS[input.kind].email) return;
  const kind = input.kind;
  const switchable = isSwitchableEmailKind(kind);
  if (input.email === false && !switchable) return;
  // The person and their email choices in one read.
  const recipient = await trx
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'u.deleted_at', 'p.email_off', 'p.digest'])
    .where('u.id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const choices = emailChoicesOf(recipient);
  if (switchable && choices.off.has(kind)) return;
  // With the daily digest on, every new message waits for the digest (timers/send-email-digests.ts),
  // whether or not the 15-minute rule would have emailed it.
  if (kind === 'new_message' && choices.digest === 'daily') {
    await trx
      .insertInto('email_digest_items')
      .values({ user_id: input.userId, kind, title: input.title, body: input.body ?? '', link: input.link, created_at: now })
      .execute();
    return;
  }
  if (input.email === false || recipient.deleted_at) return;
  const url = new URL(input.link, deps.settings.appUrl).toString();
  await enqueueEmail(
    trx,
    notificationEmail(
      { to: recipient.email, firstName: recipient.first_name },
      { title: input.title, body: input.body ?? '', url, action: input.action ?? 'Open Sponsorly' },
      switchable ? unsubscribeLinks(deps.settings, input.userId, kind) : undefined,
    ),
    now,
  );
}
