import { markNotificationsReadSchema, unreadCountAnswerSchema, type MarkNotificationsRead } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { tags } from './notification-procedures';
import { countUnread } from './notification-rows';
import { publishUserEvent } from './publish-user-event';

/**
 * Marks the named notifications read, or all of them; ids that are not the user's are left alone
 * without a word (they are indistinguishable from ones already read). The user's other open pages hear
 * of it, so every bell shows the same count.
 */
export async function markNotificationsRead(
  deps: ServiceDeps,
  userId: string,
  input: MarkNotificationsRead,
): Promise<{ unread_count: number }> {
  await deps.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('notifications')
      .set({ read_at: deps.now() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (input.ids) update = update.where('id', 'in', input.ids);
    const marked = await update.returning('id').execute();
    if (marked.length > 0) await publishUserEvent(trx, userId, 'notification', { read: marked.map((row) => row.id) });
  });
  return { unread_count: await countUnread(deps, userId) };
}

/** POST /notifications/read: the user marks some or all of their notifications read. */
export const markNotificationsReadProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/notifications/read', summary: 'Mark notifications read: {ids} or {all: true}', tags },
  })
  .input(markNotificationsReadSchema)
  .output(unreadCountAnswerSchema)
  .mutation(({ ctx, input }) => markNotificationsRead(ctx.deps, ctx.session.user.id, input));
