import { z } from 'zod';
import { DEAL_STATUSES } from '../marketplace/enums';

/** The other side of a conversation, as the list and the conversation show them (never an email). */
const partySchema = z
  .object({
    id: z.uuid(),
    user_type: z.enum(['brand', 'creator']),
    name: z.string().meta({ description: 'A brand’s company name when it gave one, otherwise the person’s name.' }),
    avatar_url: z.string().nullable(),
    handle: z.string().nullable().meta({ description: 'A creator’s page address (/c/<handle>); null for a brand.' }),
  })
  .meta({ id: 'ConversationParty' });
export type ConversationParty = z.infer<typeof partySchema>;

/** A message; `warning`: show CONVERSATION_MESSAGES.offPlatformWarning beside it. */
export const messageSchema = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    sender_id: z.uuid(),
    body: z.string(),
    created_at: z.string(),
    read_at: z.string().nullable().meta({ description: 'When the recipient read it; null while unread.' }),
    warning: z
      .boolean()
      .meta({ description: 'The text carries an email, a phone number or a payment handle: show `warning_text`.' }),
  })
  .meta({ id: 'Message' });
export type MessageView = z.infer<typeof messageSchema>;

const summaryFields = {
  id: z.uuid(),
  counterpart: partySchema,
  last_message: z
    .object({ sender_id: z.uuid(), preview: z.string(), warning: z.boolean(), created_at: z.string() })
    .nullable()
    .meta({ description: 'Null until the first message (a conversation also starts with an application, invitation or offer).' }),
  unread_count: z.number().int().meta({ description: 'The other side’s messages you have not read.' }),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
};
const summarySchema = z.object(summaryFields).meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof summarySchema>;
/** A deal of the pair, as the conversation shows it: what it is, where it stands, what it pays. */
const dealSchema = z.object({
  id: z.uuid(),
  status: z.enum(DEAL_STATUSES),
  title: z.string().nullable().meta({ description: 'The campaign or package the deal is for.' }),
  price_cents: z.number().int().nullable().meta({ description: 'The current offer version’s price.' }),
  currency: z.string(),
  updated_at: z.string(),
});
export type ConversationDeal = z.infer<typeof dealSchema>;

export const conversationListAnswerSchema = z.object({ items: z.array(summarySchema), next_cursor: z.string().nullable() });
export const conversationAnswerSchema = z.object({
  conversation: z.object({
    ...summaryFields,
    deals: z.array(dealSchema).meta({ description: 'The pair’s deals, newest change first.' }),
    blocked: z
      .boolean()
      .meta({ description: 'One of the pair blocked the other: the conversation can be read but takes no more messages.' }),
  }),
});
export type ConversationDetail = z.infer<typeof conversationAnswerSchema>['conversation'];
export const messagesAnswerSchema = z.object({
  items: z.array(messageSchema).meta({ description: 'Newest first.' }),
  next_cursor: z.string().nullable(),
  warning_text: z.string().meta({ description: 'What to show beside a message with `warning`.' }),
});
export const messageAnswerSchema = z.object({ message: messageSchema });
export const startedConversationAnswerSchema = z.object({ conversation_id: z.uuid(), message: messageSchema });
export const markedReadAnswerSchema = z.object({ marked_read: z.number().int() });
