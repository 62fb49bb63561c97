import { CONVERSATION_MESSAGES as m, ERROR_CODES, type MessageView } from '@sponsorly/shared';
import { sql, type MessageRow } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { publishUserEvent } from '../notifications/publish-user-event';
import { conversationLink, findOwnConversation } from './conversation-access';

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });

export function toMessageView(
  row: Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'warning' | 'created_at' | 'read_at'>,
): MessageView {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    warning: row.warning,
  };
}

/**
 * A conversation's messages, newest first, a keyset page at a time. Reading changes nothing (a GET
 * never does, SECURITY.md): the page marks them read with `markConversationRead` when it shows them.
 */
export async function listMessages(
  deps: ServiceDeps,
  userId: string,
  input: { id: string; cursor?: string | undefined; limit: number },
): Promise<{ items: MessageView[]; next_cursor: string | null; warning_text: string }> {
  const conversation = await findOwnConversation(deps.db, userId, input.id);
  const cursor = decodeTimeCursor(input.cursor, invalidCursor);
  let query = deps.db
    .selectFrom('messages')
    .select([
      'id',
      'conversation_id',
      'sender_id',
      'body',
      'warning',
      'created_at',
      'read_at',
      cursorTimeText(sql`created_at`).as('cursor_at'),
    ])
    .where('conversation_id', '=', conversation.id);
  if (cursor) query = query.where(beforeCursor(sql`created_at`, sql`id`, cursor));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toMessageView),
    next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null,
    warning_text: m.offPlatformWarning,
  };
}

/**
 * Marks the other side's messages in the conversation read, and the user's unread "new message"
 * notifications for it. Both parties' pages hear of it (unread counts, read receipts). Marking again
 * changes nothing and tells no one.
 */
export async function markConversationRead(deps: ServiceDeps, userId: string, id: string): Promise<{ marked_read: number }> {
  const conversation = await findOwnConversation(deps.db, userId, id);
  const marked = await deps.db.transaction().execute(async (trx) => {
    const read = await trx
      .updateTable('messages')
      .set({ read_at: sql<Date>`now()` })
      .where('conversation_id', '=', conversation.id)
      .where('sender_id', '<>', userId)
      .where('read_at', 'is', null)
      .returning('id')
      .execute();
    if (read.length === 0) return 0;
    await trx
      .updateTable('notifications')
      .set({ read_at: deps.now() })
      .where('user_id', '=', userId)
      .where('kind', '=', 'new_message')
      .where('link', '=', conversationLink(conversation.id))
      .where('read_at', 'is', null)
      .execute();
    for (const party of [userId, conversation.counterpartId]) {
      await publishUserEvent(trx, party, 'message', { conversation_id: conversation.id, read_by: userId });
    }
    return read.length;
  });
  return { marked_read: marked };
}
