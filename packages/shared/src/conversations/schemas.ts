import { z } from 'zod';
import { hasNoControlExceptLines } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { CONVERSATION_LIMITS as L } from './limits';
import { CONVERSATION_MESSAGES as m } from './messages';

const idField = z.string().trim().min(1).max(100);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A keyset cursor from the previous page's answer; a bad one is refused, never half-used. */
const cursorField = z.preprocess(blankToUndefined, z.string().max(L.cursorMax, m.invalidCursor).optional());
const pageSize = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : blankToUndefined(value)),
    z.number({ error: m.invalidLimit }).int(m.invalidLimit).min(1, m.invalidLimit).max(L.pageSizeMax, m.invalidLimit).default(fallback),
  );

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
export const conversationListSchema = z.object({ cursor: cursorField, limit: pageSize(L.conversationsPageSize) });
export const conversationMessagesSchema = z.object({ id: idField, cursor: cursorField, limit: pageSize(L.messagesPageSize) });
export const sendMessageSchema = z.object({ id: idField, body: messageBodySchema });
/** A brand's first message to a creator, from the creator's page. */
export const startConversationSchema = z.object({ creator_id: idField, body: messageBodySchema });
