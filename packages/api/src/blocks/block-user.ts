import { BLOCK_MESSAGES, ERROR_CODES, blockAnswerSchema, blockUserSchema, type BlockedAccount } from '@sponsorly/shared';
import { sql, type User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { blockProcedure, tags } from './block-procedures';
import { loadBlockedAccounts } from './blocked-accounts';

/** Ids that are nobody, oneself, an unverified account or one of one's own kind answer alike: ids probe nothing. */
export const accountNotFound = () => new AppError(404, ERROR_CODES.notFound, BLOCK_MESSAGES.userNotFound);

/**
 * A creator blocks a brand, or a brand a creator: from then on neither can message, offer, invite or
 * apply to the other (assertNotBlocked at every door), and the creator leaves the brand's search, lists
 * and suggestions. Deals already funded carry on. Blocking twice is one block, kept from the first time.
 */
export async function blockUser(deps: ServiceDeps, blocker: User, blockedId: string): Promise<BlockedAccount> {
  if (!isUuid(blockedId) || blockedId === blocker.id) throw accountNotFound();
  const other = await deps.db
    .selectFrom('users')
    .select(['id', 'user_type'])
    .where('id', '=', blockedId)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!other || other.user_type === blocker.user_type || !['brand', 'creator'].includes(other.user_type)) throw accountNotFound();
  await deps.db
    .insertInto('blocks')
    .values({ blocker_id: blocker.id, blocked_id: blockedId, created_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  const [block] = await loadBlockedAccounts(deps.db, blocker.id, blockedId);
  return block!;
}

/** POST /blocks: block a brand (as a creator) or a creator (as a brand). */
export const blockUserProcedure = blockProcedure
  .meta({
    openapi: { method: 'POST', path: '/blocks', summary: 'Block a brand or a creator', tags },
    successStatus: 201,
    refusals: ['not_found'],
  })
  .input(blockUserSchema)
  .output(blockAnswerSchema)
  .mutation(async ({ ctx, input }) => ({ block: await blockUser(ctx.deps, ctx.session.user, input.user_id) }));
