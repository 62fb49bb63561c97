import {
  ERROR_CODES,
  NOTIFICATION_MESSAGES as m,
  notificationListSchema,
  notificationsAnswerSchema,
  type NotificationView,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { authedProcedure } from '../trpc';
import { tags } from './notification-procedures';
import { countUnread, toNotificationView } from './notification-rows';

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });

/** The user's notifications, newest first, a keyset page at a time, with the bell's unread count. */
export async function listNotifications(
  deps: ServiceDeps,
  userId: string,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: NotificationView[]; unread_count: number; next_cursor: string | null }> {
  const cursor = decodeTimeCursor(input.cursor, invalidCursor);
  let query = deps.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at', cursorTimeText(sql`created_at`).as('cursor_at')])
    .where('user_id', '=', userId);
  if (cursor) query = query.where(beforeCursor(sql`created_at`, sql`id`, cursor));
  const [rows, unread] = await Promise.all([
    query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit + 1)
      .execute(),
    countUnread(deps, userId),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toNotificationView),
    unread_count: unread,
    next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null,
  };
}

/** GET /notifications: the user's own notifications, newest first, with the unread count. */
export const listNotificationsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications',
      summary: 'Your notifications, newest first, with the unread count',
      tags,
    },
  })
  .input(notificationListSchema)
  .output(notificationsAnswerSchema)
  .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.session.user.id, input));
