import type { ConversationSummary } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { beforeCursor, cursorTimeText, type TimeCursor } from '../lib/time-cursor';
import { partyAvatarSql, partyNameSql, previewOf } from './conversation-parties';

/** A conversation's place in the list: its last message, or its start while it has none. */
const activityAt = sql`coalesce(c.last_message_at, c.created_at)`;

interface SummaryRow {
  id: string;
  created_at: Date | string;
  last_message_at: Date | string | null;
  cursor_at: string;
  counterpart_id: string;
  counterpart_type: 'brand' | 'creator';
  counterpart_name: string;
  counterpart_avatar: string | null;
  counterpart_handle: string | null;
  message_sender_id: string | null;
  message_body: string | null;
  message_warning: boolean | null;
  message_at: Date | string | null;
  unread_count: number | string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The user's conversations with the other side's name and picture, the last message, and how many of
 * the other side's messages are unread; `one` narrows to a single conversation.
 */
export async function loadSummaries(
  db: Kysely<Database>,
  userId: string,
  page: { cursor?: TimeCursor; limit: number; one?: string },
): Promise<SummaryRow[]> {
  const { rows } = await sql<SummaryRow>`
    select c.id, c.created_at, c.last_message_at, ${cursorTimeText(activityAt)} as cursor_at,
      u.id as counterpart_id, u.user_type as counterpart_type, ${partyNameSql} as counterpart_name, ${partyAvatarSql} as counterpart_avatar, cp.handle as counterpart_handle,
      lm.sender_id as message_sender_id, lm.body as message_body, lm.warning as message_warning, lm.created_at as message_at,
      (select count(*)::int from messages x where x.conversation_id = c.id and x.sender_id <> ${userId} and x.read_at is null) as unread_count
    from conversations c
    join users u on u.id = case when c.brand_id = ${userId} then c.creator_id else c.brand_id end
    left join brand_profiles bp on bp.user_id = u.id
    left join creator_profiles cp on cp.user_id = u.id
    left join lateral (
      select sender_id, body, warning, created_at from messages
      where conversation_id = c.id order by created_at desc, id desc limit 1
    ) lm on true
    where (c.brand_id = ${userId} or c.creator_id = ${userId})
      ${page.one ? sql`and c.id = ${page.one}` : sql``}
      ${page.cursor ? sql`and ${beforeCursor(activityAt, sql`c.id`, page.cursor)}` : sql``}
    order by ${activityAt} desc, c.id desc
    limit ${page.limit}`.execute(db);
  return rows;
}

export function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    counterpart: {
      id: row.counterpart_id,
      user_type: row.counterpart_type,
      name: row.counterpart_name,
      avatar_url: row.counterpart_avatar,
      handle: row.counterpart_handle,
    },
    last_message:
      row.message_sender_id && row.message_body !== null && row.message_at
        ? {
            sender_id: row.message_sender_id,
            preview: previewOf(row.message_body),
            warning: Boolean(row.message_warning),
            created_at: iso(row.message_at),
          }
        : null,
    unread_count: Number(row.unread_count),
    created_at: iso(row.created_at),
    last_message_at: row.last_message_at ? iso(row.last_message_at) : null,
  };
}
