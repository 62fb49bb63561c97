import {
  CONVERSATION_MESSAGES as m,
  CONVERSATION_TIMINGS,
  hasOffPlatformDetails,
  messageAnswerSchema,
  sendMessageSchema,
  type MessageView,
} from '@sponsorly/shared';
import { sql, type Database, type Transaction } from '@sponsorly/db';
import { assertNotBlocked } from '../blocks/block-between';
import type { ServiceDeps } from '../lib/deps';
import { takeMessage, withUsage } from '../lib/usage-limits';
import { notify } from '../notifications/notify';
import { publishUserEvent } from '../notifications/publish-user-event';
import { authedProcedure } from '../trpc';
import { conversationLink, findOwnConversation, type OwnConversation } from './conversation-access';
import { loadParty, previewOf } from './conversation-parties';
import { toMessageView } from './conversation-messages';
import { tags } from './conversation-procedures';

/**
 * Whether the recipient gets an email for this message: at most one per conversation every 15 minutes
 * (docs/marketplace.md "Notifications and emails"), however many messages arrive meanwhile. The in-app notification
 * and the real-time event go every time.
 */
function emailIsDue(lastEmailedAt: Date | null, now: Date): boolean {
  return lastEmailedAt === null || now.getTime() - lastEmailedAt.getTime() >= CONVERSATION_TIMINGS.messageEmailEveryMs;
}

/**
 * Writes a message in a conversation locked by the caller, and tells both sides in the same
 * transaction: the recipient's notification (its email when due), and a 'message' event to each party's
 * open pages. Returns whether an email was queued.
 */
export async function writeMessage(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  conversation: OwnConversation,
  senderId: string,
  body: string,
): Promise<{ message: MessageView; emailed: boolean }> {
  // A blocked pair's conversation stays readable but takes no more messages, from either side.
  await assertNotBlocked(trx, conversation.brand_id, conversation.creator_id);
  const now = deps.now();
  const warning = hasOffPlatformDetails(body);
  const row = await trx
    .insertInto('messages')
    // The database's clock to the microsecond orders messages written within one millisecond.
    .values({ conversation_id: conversation.id, sender_id: senderId, body, warning, created_at: sql<Date>`clock_timestamp()` })
    .returningAll()
    .executeTakeFirstOrThrow();

  const recipientSide = conversation.side === 'brand' ? 'creator' : 'brand';
  const emailed = emailIsDue(recipientSide === 'brand' ? conversation.brand_emailed_at : conversation.creator_emailed_at, now);
  await trx
    .updateTable('conversations')
    .set({
      last_message_at: row.created_at,
      ...(emailed ? (recipientSide === 'brand' ? { brand_emailed_at: now } : { creator_emailed_at: now }) : {}),
    })
    .where('id', '=', conversation.id)
    .execute();

  const link = conversationLink(conversation.id);
  // One unread "new message" notification per conversation: the newest replaces the one before, so a
  // lively conversation does not fill the bell.
  await trx
    .deleteFrom('notifications')
    .where('user_id', '=', conversation.counterpartId)
    .where('kind', '=', 'new_message')
    .where('link', '=', link)
    .where('read_at', 'is', null)
    .execute();
  const sender = await loadParty(trx, senderId);
  await notify(trx, deps, {
    userId: conversation.counterpartId,
    kind: 'new_message',
    title: m.newMessageTitle(sender.name),
    // An email carries no contact or payment details without the warning beside them.
    body: warning ? m.offPlatformWarning : previewOf(body),
    link,
    action: m.newMessageAction,
    email: emailed,
  });
  await publishUserEvent(trx, [senderId, conversation.counterpartId], 'message', {
    conversation_id: conversation.id,
    message_id: row.id,
    sender_id: senderId,
  });
  return { message: toMessageView(row), emailed };
}

/** A message from one of the pair in their conversation. */
export async function sendMessage(
  deps: ServiceDeps,
  senderId: string,
  conversationId: string,
  body: string,
): Promise<MessageView> {
  const taken = await takeMessage(deps, senderId);
  const { message, emailed } = await withUsage(taken, () =>
    deps.db.transaction().execute(async (trx) => {
      // Locked: two messages at once decide the email throttle one after the other.
      const conversation = await findOwnConversation(trx, senderId, conversationId, { forUpdate: true });
      return writeMessage(trx, deps, conversation, senderId, body);
    }),
  );
  if (emailed) deps.notifyOutbox();
  return message;
}

/** POST /conversations/{id}/messages: one of the pair sends a message. */
export const sendMessageProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/conversations/{id}/messages', summary: 'Send a message', tags },
    successStatus: 201,
    refusals: ['not_found', 'blocked', 'rate_limited'],
  })
  .input(sendMessageSchema)
  .output(messageAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ message: await sendMessage(ctx.deps, ctx.session.user.id, input.id, input.body) }));
