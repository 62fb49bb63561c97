import { conversationIdSchema, markedReadAnswerSchema } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { publishUserEvent } from '../notifications/publish-user-event';
import { authedProcedure } from '../trpc';
import { conversationLink, findOwnConversation } from './conversation-access';
import { tags } from './conversation-procedures';

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
    await publishUserEvent(trx, [userId, conversation.counterpartId], 'message', {
      conversation_id: conversation.id,
      read_by: userId,
    });
    return read.length;
  });
  return { marked_read: marked };
}

/** POST /conversations/{id}/read: the user read the other side's messages. */
export const markConversationReadProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/conversations/{id}/read', summary: 'Mark the other side’s messages read', tags },
    refusals: ['not_found'],
  })
  .input(conversationIdSchema)
  .output(markedReadAnswerSchema)
  .mutation(({ ctx, input }) => markConversationRead(ctx.deps, ctx.session.user.id, input.id));
