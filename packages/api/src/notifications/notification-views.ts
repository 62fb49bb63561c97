import {
  DEAL_ACTIVITY_TITLES,
  DEAL_COUNTERED_TITLE,
  ERROR_CODES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES as m,
  type ActivityItem,
  type DealStatus,
  type MarkNotificationsRead,
  type NotificationKind,
  type NotificationView,
} from '@sponsorly/shared';
import { sql, type NotificationRow } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { publishUserEvent } from './publish-user-event';

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });
const iso = (value: Date | string) => new Date(value).toISOString();

function toView(
  row: Pick<NotificationRow, 'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'>,
): NotificationView {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: iso(row.created_at),
    read_at: row.read_at ? iso(row.read_at) : null,
  };
}

async function countUnread(deps: ServiceDeps, userId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
    items: page.map(toView),
    unread_count: unread,
    next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null,
  };
}

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

/**
 * A dashboard's Recent Activity: the user's latest notifications and the deal steps they took
 * themselves, merged, newest first, with where each leads.
 */
export async function recentActivity(deps: ServiceDeps, userId: string): Promise<ActivityItem[]> {
  const count = NOTIFICATION_LIMITS.activityItems;
  const [notifications, steps] = await Promise.all([
    deps.db
      .selectFrom('notifications')
      .select(['id', 'title', 'link', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute(),
    deps.db
      .selectFrom('deal_events')
      .select(['id', 'deal_id', 'from_status', 'to_status', 'created_at'])
      .where('actor_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute(),
  ]);
  const items: ActivityItem[] = [
    ...notifications.map((row) => ({
      id: row.id,
      source: 'notification' as const,
      title: row.title,
      link: row.link,
      created_at: iso(row.created_at),
    })),
    ...steps.map((row) => ({
      id: `deal-event-${row.id}`,
      source: 'deal_event' as const,
      title:
        row.from_status === 'offered' && row.to_status === 'offered'
          ? DEAL_COUNTERED_TITLE
          : (DEAL_ACTIVITY_TITLES[row.to_status as DealStatus] ?? 'You updated a deal'),
      link: `/deals/${row.deal_id}`,
      created_at: iso(row.created_at),
    })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, count);
}
