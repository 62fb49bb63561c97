import { CONNECTION_LIMITS } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { platformOf, seal, unseal } from './connection-access';
import type { PlatformTokens } from './platform-adapters';
import { PlatformRefused, PlatformUnavailable } from './platform-http';
import { livePostAddress } from './post-address';
import { POST_READERS } from './post-readers';

/** `verified`: figures kept; `elsewhere`: on another channel; `unavailable`: tried again later; `skipped`: nothing to read. */
export type PostReadOutcome = 'verified' | 'elsewhere' | 'unavailable' | 'skipped';

/**
 * Reads a deliverable's live post through the creator's connected channel, outside any transaction. A
 * post on the connected channel is verified and its figures kept as one more row; a post on another
 * channel stays unverified and is not read again; a platform that is down leaves it as it was, to be
 * read again in an hour. YouTube, Instagram and TikTok posts are read, each through its platform's API.
 */
export async function readLivePost(deps: ServiceDeps, dealId: string, deliverableId: string): Promise<PostReadOutcome> {
  const item = await deps.db
    .selectFrom('deal_deliverables as d')
    .innerJoin('deals', 'deals.id', 'd.deal_id')
    .select(['d.live_url', 'd.rights_end_at', 'd.post_check', 'deals.creator_id'])
    .where('d.deal_id', '=', dealId)
    .where('d.id', '=', deliverableId)
    .executeTakeFirst();
  const address = item?.live_url ? livePostAddress(item.live_url) : null;
  if (!item || !address || !deps.settings.platforms?.[address.platform]) return stop(deps, dealId, deliverableId);
  const { platform, postId } = address;
  const connection = await deps.db
    .selectFrom('platform_connections')
    .selectAll()
    .where('creator_id', '=', item.creator_id)
    .where('platform', '=', platform)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  if (!connection) return stop(deps, dealId, deliverableId);

  const { adapter, call } = platformOf(deps, platform);
  let tokens: PlatformTokens = {
    accessToken: unseal(deps, connection.access_token),
    refreshToken: connection.refresh_token ? unseal(deps, connection.refresh_token) : null,
    expiresAt: connection.token_expires_at,
  };
  const mark = (set: { post_check: string | null; post_next_read_at: Date | null }) =>
    deps.db.updateTable('deal_deliverables').set(set).where('deal_id', '=', dealId).where('id', '=', deliverableId).execute();
  try {
    const expiresSoon =
      tokens.expiresAt !== null && tokens.expiresAt.getTime() - call.now.getTime() < CONNECTION_LIMITS.tokenRefreshMarginMs;
    if (expiresSoon) {
      const fresh = await adapter.refresh(call, tokens);
      if (fresh) {
        tokens = fresh;
        await deps.db
          .updateTable('platform_connections')
          .set({
            access_token: seal(deps, fresh.accessToken),
            refresh_token: fresh.refreshToken ? seal(deps, fresh.refreshToken) : null,
            token_expires_at: fresh.expiresAt,
          })
          .where('creator_id', '=', connection.creator_id)
          .where('platform', '=', platform)
          .execute();
      }
    }
    const figures = await POST_READERS[platform](call, tokens.accessToken, postId, connection.external_id);
    if (!figures) {
      await mark({ post_check: 'elsewhere', post_next_read_at: null });
      return 'elsewhere';
    }
    const now = call.now;
    await deps.db.transaction().execute(async (trx) => {
      const first = await trx
        .selectFrom('deal_post_metrics')
        .select('read_at')
        .where('deal_id', '=', dealId)
        .where('deliverable_id', '=', deliverableId)
        .orderBy('read_at')
        .limit(1)
        .executeTakeFirst();
      await trx
        .insertInto('deal_post_metrics')
        .values({
          deal_id: dealId,
          deliverable_id: deliverableId,
          platform,
          post_id: postId,
          read_at: now,
          views: figures.views,
          likes: figures.likes,
          comments: figures.comments,
          shares: figures.shares,
        })
        .execute();
      // Daily for the first 30 days after the first read, then weekly until the usage rights end.
      const liveAt = first?.read_at ?? now;
      const daily = now.getTime() - liveAt.getTime() < CONNECTION_LIMITS.postDailyReadsMs;
      const next = new Date(now.getTime() + (daily ? CONNECTION_LIMITS.dailyRefreshMs : CONNECTION_LIMITS.postWeeklyReadMs));
      const rightsOver = !daily && item.rights_end_at !== null && next > item.rights_end_at;
      await trx
        .updateTable('deal_deliverables')
        .set({ post_check: 'verified', post_next_read_at: rightsOver ? null : next })
        .where('deal_id', '=', dealId)
        .where('id', '=', deliverableId)
        .execute();
    });
    return 'verified';
  } catch (error) {
    if (error instanceof PlatformRefused) {
      // The creator is asked to reconnect on their connections page; this post is read again when its link is given again.
      await deps.db
        .updateTable('platform_connections')
        .set({ status: 'expired' })
        .where('creator_id', '=', connection.creator_id)
        .where('platform', '=', platform)
        .execute();
      await mark({ post_check: item.post_check ?? 'pending', post_next_read_at: null });
      return 'unavailable';
    }
    if (error instanceof PlatformUnavailable) {
      await mark({
        post_check: item.post_check ?? 'pending',
        post_next_read_at: new Date(call.now.getTime() + CONNECTION_LIMITS.unavailableRetryMs),
      });
      return 'unavailable';
    }
    throw error;
  }
}

/** Nothing to read (no post address, no connected channel): the post is no longer scheduled. */
async function stop(deps: ServiceDeps, dealId: string, deliverableId: string): Promise<PostReadOutcome> {
  await deps.db
    .updateTable('deal_deliverables')
    .set({ post_next_read_at: null })
    .where('deal_id', '=', dealId)
    .where('id', '=', deliverableId)
    .execute();
  return 'skipped';
}

/** The timer worker's round: live posts due a read, the longest waiting first, one batch a round. */
export async function readDueLivePosts(deps: ServiceDeps, limit: number = CONNECTION_LIMITS.refreshBatch): Promise<number> {
  if (!Object.values(deps.settings.platforms ?? {}).some(Boolean)) return 0;
  const due = await deps.db
    .selectFrom('deal_deliverables')
    .select(['deal_id', 'id'])
    .where('post_next_read_at', '<=', deps.now())
    .orderBy('post_next_read_at')
    .limit(limit)
    .execute();
  let read = 0;
  for (const post of due) {
    if ((await readLivePost(deps, post.deal_id, post.id)) === 'verified') read += 1;
  }
  return read;
}
