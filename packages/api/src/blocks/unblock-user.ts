import { blockUserSchema } from '@sponsorly/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { blockProcedure, tags } from './block-procedures';
import { accountNotFound } from './block-user';

/**
 * Lifts the user's own block; a block the other side made stays (each side lifts only its own). An
 * account the user had not blocked is 404, like another user's block.
 */
export async function unblockUser(deps: ServiceDeps, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockedId)) throw accountNotFound();
  const removed = await deps.db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw accountNotFound();
}

/** DELETE /blocks/{user_id}: lift a block. */
export const unblockUserProcedure = blockProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/blocks/{user_id}', summary: 'Unblock an account', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(blockUserSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => unblockUser(ctx.deps, ctx.session.user.id, input.user_id));
