import {
  CONVERSATION_MESSAGES as m,
  conversationMessagesSchema,
  ERROR_CODES,
  messagesAnswerSchema,
  type MessageView,
} from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { beforeCursor, cursorTimeText, decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { authedProcedure } from '../trpc';
import { findOwnConversation } from './conversation-access';
import { toMessageView } from './conversation-messages';
import { tags } from './conversation-procedures';

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });

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

/** GET /conversations/{id}/messages: a conversation's messages, newest first. */
export const listMessagesProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/conversations/{id}/messages', summary: 'A conversation’s messages, newest first', tags },
    refusals: ['not_found'],
  })
  .input(conversationMessagesSchema)
  .output(messagesAnswerSchema)
  .query(({ ctx, input }) => listMessages(ctx.deps, ctx.session.user.id, input));
