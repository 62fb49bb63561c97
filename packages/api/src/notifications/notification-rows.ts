import type { NotificationKind, NotificationView } from '@sponsorly/shared';
import type { NotificationRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toNotificationView(
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

/** How many of the user's notifications are unread: the bell's count. */
export async function countUnread(deps: ServiceDeps, userId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
