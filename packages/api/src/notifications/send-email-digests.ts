import { EMAIL_DIGEST_EVERY_MS, EMAIL_DIGEST_MAX_CONVERSATIONS } from '@sponsorly/shared';
import { digestEmail, type DigestConversation } from '@sponsorly/email';
import type { ServiceDeps } from '../lib/deps';
import { enqueueEmail } from '../outbox/enqueue-email';
import { attemptEach, notWaitingRetry, type TimerLog } from '../timers/timer-retries';
import { unsubscribeLinks } from './unsubscribe-links';

/**
 * The daily digest's timer: a person whose oldest waiting message has waited a day (EMAIL_DIGEST_EVERY_MS)
 * gets one email with everything waiting, a line per conversation, and the waiting rows are deleted in the
 * same transaction. So each person gets at most one digest a day, and no message waits longer than a day.
 * People are claimed with FOR UPDATE SKIP LOCKED, so two instances never send one digest twice. A person
 * who turned new-message emails off since has nothing sent; what waited is dropped.
 */
export async function sendEmailDigests(deps: Pick<ServiceDeps, 'db' | 'now' | 'settings'> & TimerLog, limit = 100) {
  const now = deps.now();
  const dueBefore = new Date(now.getTime() - EMAIL_DIGEST_EVERY_MS);
  const due = await deps.db
    .selectFrom('email_digest_items')
    .select('user_id')
    .where(notWaitingRetry('email_digest', 'user_id', now))
    .groupBy('user_id')
    .having((eb) => eb.fn.min('created_at'), '<=', dueBefore)
    .limit(limit)
    .execute();
  return attemptEach(deps, { kind: 'email_digest', rows: due, idOf: (row) => row.user_id }, ({ user_id }) =>
    deps.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .leftJoin('notification_preferences as p', 'p.user_id', 'users.id')
        .select(['users.email', 'users.first_name', 'users.deleted_at', 'p.email_off'])
        .where('users.id', '=', user_id)
        .forUpdate('users')
        .skipLocked()
        .executeTakeFirst();
      if (!user) return false;
      const items = await trx
        .deleteFrom('email_digest_items')
        .where('user_id', '=', user_id)
        .returning(['title', 'body', 'link', 'created_at'])
        .execute();
      if (items.length === 0 || user.deleted_at || (user.email_off ?? []).includes('new_message')) return true;
      const conversations = new Map<string, DigestConversation & { at: number }>();
      for (const item of items.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())) {
        const seen = conversations.get(item.link);
        conversations.set(item.link, {
          title: item.title,
          count: (seen?.count ?? 0) + 1,
          latest: item.body,
          url: new URL(item.link, deps.settings.appUrl).toString(),
          at: new Date(item.created_at).getTime(),
        });
      }
      const newestFirst = [...conversations.values()].sort((a, b) => b.at - a.at);
      await enqueueEmail(
        trx,
        digestEmail(
          { to: user.email, firstName: user.first_name },
          {
            conversations: newestFirst.slice(0, EMAIL_DIGEST_MAX_CONVERSATIONS),
            more: Math.max(0, newestFirst.length - EMAIL_DIGEST_MAX_CONVERSATIONS),
            messagesUrl: new URL('/messages', deps.settings.appUrl).toString(),
          },
          unsubscribeLinks(deps.settings, user_id, 'new_message'),
        ),
        now,
      );
      return true;
    }),
  );
}
