import { z } from 'zod';
import { cursorField, pageSizeField } from '../common/query-fields';
import { hasNoControlExceptLines } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { CONVERSATION_LIMITS as L } from './limits';
import { CONVERSATION_MESSAGES as m } from './messages';

const idField = z.string().trim().min(1).max(100);

/** A keyset cursor from the previous page's answer; a bad one is refused, never half-used. */
const cursor = cursorField(L.cursorMax, m.invalidCursor);
const pageSize = (fallback: number) => pageSizeField(L.pageSizeMax, fallback, m.invalidLimit);

/**
 * A message's text: trimmed, line breaks kept (Windows ones made plain), no other control characters,
 * 1 to 2,000 characters.
 */
export const messageBodySchema = z
  .string({ error: m.bodyRequired })
  .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
  .overwrite((value) => value.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, m.bodyRequired)
  .max(L.messageMax, m.bodyTooLong);

export const conversationIdSchema = z.object({ id: idField });
export const conversationListSchema = z.object({ cursor, limit: pageSize(L.conversationsPageSize) });
export const conversationMessagesSchema = z.object({ id: idField, cursor, limit: pageSize(L.messagesPageSize) });
export const sendMessageSchema = z.object({ id: idField, body: messageBodySchema });
/** A brand's first message to a creator, from the creator's page. */
export const startConversationSchema = z.object({ creator_id: idField, body: messageBodySchema });
