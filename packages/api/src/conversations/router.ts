import {
  CONVERSATION_MESSAGES,
  conversationIdSchema,
  conversationListSchema,
  conversationMessagesSchema,
  sendMessageSchema,
  startConversationSchema,
} from '@sponsorly/shared';
import { authedProcedure, roleProcedure, router } from '../trpc';
import { markConversationRead, listMessages } from './conversation-messages';
import { getConversation, listConversations } from './conversation-views';
import {
  conversationAnswerSchema,
  conversationListAnswerSchema,
  markedReadAnswerSchema,
  messageAnswerSchema,
  messagesAnswerSchema,
  startedConversationAnswerSchema,
} from './outputs';
import { sendMessage, startConversation } from './send-message';

const tags = ['Conversations'];

/** Only a brand writes first. */
const brandProcedure = roleProcedure('brand', CONVERSATION_MESSAGES.creatorsCannotStart);

/** One conversation per brand-creator pair; only the pair may read or write it (anyone else: 404). */
export const conversationsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/conversations', summary: 'Your conversations, most recently active first', tags } })
    .input(conversationListSchema)
    .output(conversationListAnswerSchema)
    .query(({ ctx, input }) => listConversations(ctx.deps, ctx.session.user.id, input)),

  start: brandProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/conversations',
        summary: 'Write to a creator (brands; a few new conversations a day)',
        tags,
      },
      successStatus: 201,
      refusals: ['not_found', 'rate_limited'],
    })
    .input(startConversationSchema)
    .output(startedConversationAnswerSchema)
    .mutation(({ ctx, input }) => startConversation(ctx.deps, ctx.session.user.id, input.creator_id, input.body)),

  get: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/conversations/{id}', summary: 'One conversation, with the pair’s deals', tags },
      refusals: ['not_found'],
    })
    .input(conversationIdSchema)
    .output(conversationAnswerSchema)
    .query(async ({ ctx, input }) => ({ conversation: await getConversation(ctx.deps, ctx.session.user.id, input.id) })),

  messages: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/conversations/{id}/messages', summary: 'A conversation’s messages, newest first', tags },
      refusals: ['not_found'],
    })
    .input(conversationMessagesSchema)
    .output(messagesAnswerSchema)
    .query(({ ctx, input }) => listMessages(ctx.deps, ctx.session.user.id, input)),

  send: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/conversations/{id}/messages', summary: 'Send a message', tags },
      successStatus: 201,
      refusals: ['not_found'],
    })
    .input(sendMessageSchema)
    .output(messageAnswerSchema)
    .mutation(async ({ ctx, input }) => ({ message: await sendMessage(ctx.deps, ctx.session.user.id, input.id, input.body) })),

  markRead: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/conversations/{id}/read', summary: 'Mark the other side’s messages read', tags },
      refusals: ['not_found'],
    })
    .input(conversationIdSchema)
    .output(markedReadAnswerSchema)
    .mutation(({ ctx, input }) => markConversationRead(ctx.deps, ctx.session.user.id, input.id)),
});
