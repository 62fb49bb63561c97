import {
  CONVERSATION_MESSAGES as m,
  ERROR_CODES,
  startConversationSchema,
  startedConversationAnswerSchema,
  type MessageView,
} from '@sponsorly/shared';
import { assertNotBlocked } from '../blocks/block-between';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { takeFirstContact, takeMessage, withUsage } from '../lib/usage-limits';
import { isUuid } from '../lib/uuid';
import { creatorReach } from '../search/creator-reach';
import { findOwnConversation } from './conversation-access';
import { brandProcedure, tags } from './conversation-procedures';
import { ensureConversation } from './ensure-conversation';
import { writeMessage } from './send-message';

const creatorNotFound = () => new AppError(404, ERROR_CODES.notFound, m.creatorNotFound);

/**
 * A brand writes to a creator from the creator's page. When the pair already has a conversation, the
 * message goes there. A new one needs a creator the brand can find (in search, not hidden by it), and a
 * new one takes a point of the brand's daily first contacts (lib/usage-limits.ts), so the inbox of
 * creators is not a mailing list; every message takes one of the brand's messages. Creators are refused by the router: they answer, they do not cold-message brands.
 */
export async function startConversation(
  deps: ServiceDeps,
  brandId: string,
  creatorId: string,
  body: string,
): Promise<{ conversation_id: string; message: MessageView }> {
  if (!isUuid(creatorId)) throw creatorNotFound();
  await assertNotBlocked(deps.db, brandId, creatorId);
  const existing = await deps.db
    .selectFrom('conversations')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!existing) {
    if ((await creatorReach(deps.db, brandId, creatorId)) !== 'reachable') throw creatorNotFound();
  }
  const taken = await takeMessage(deps, brandId);
  const contact = await withUsage(taken, () => takeFirstContact(deps, brandId, creatorId));
  const { conversationId, message, emailed } = await withUsage([...taken, ...contact], () =>
    deps.db.transaction().execute(async (trx) => {
      const id = await ensureConversation(trx, brandId, creatorId);
      const conversation = await findOwnConversation(trx, brandId, id, { forUpdate: true });
      return { conversationId: id, ...(await writeMessage(trx, deps, conversation, brandId, body)) };
    }),
  );
  if (emailed) deps.notifyOutbox();
  return { conversation_id: conversationId, message };
}

/** POST /conversations: a brand writes to a creator (a few new conversations a day). */
export const startConversationProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/conversations',
      summary: 'Write to a creator (brands; a few new conversations a day)',
      tags,
    },
    successStatus: 201,
    refusals: ['not_found', 'blocked', 'rate_limited'],
  })
  .input(startConversationSchema)
  .output(startedConversationAnswerSchema)
  .mutation(({ ctx, input }) => startConversation(ctx.deps, ctx.session.user.id, input.creator_id, input.body));
