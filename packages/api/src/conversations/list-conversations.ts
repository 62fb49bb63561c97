import {
  CONVERSATION_MESSAGES as m,
  conversationListAnswerSchema,
  conversationListSchema,
  ERROR_CODES,
  type ConversationSummary,
} from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { decodeTimeCursor, encodeTimeCursor } from '../lib/time-cursor';
import { authedProcedure } from '../trpc';
import { tags } from './conversation-procedures';
import { loadSummaries, toSummary } from './conversation-views';

const invalidCursor = () => new AppError(400, ERROR_CODES.validation, m.invalidCursor, { fields: { cursor: m.invalidCursor } });

/** The user's conversations, the most recently active first, a keyset page at a time. */
export async function listConversations(
  deps: ServiceDeps,
  userId: string,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: ConversationSummary[]; next_cursor: string | null }> {
  const cursor = decodeTimeCursor(input.cursor, invalidCursor);
  const rows = await loadSummaries(deps.db, userId, { limit: input.limit + 1, ...(cursor ? { cursor } : {}) });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSummary),
    next_cursor: rows.length > input.limit && last ? encodeTimeCursor(last.cursor_at, last.id) : null,
  };
}

/** GET /conversations: the user's conversations, most recently active first. */
export const listConversationsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/conversations', summary: 'Your conversations, most recently active first', tags } })
  .input(conversationListSchema)
  .output(conversationListAnswerSchema)
  .query(({ ctx, input }) => listConversations(ctx.deps, ctx.session.user.id, input));
