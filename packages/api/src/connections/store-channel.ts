import { CONNECTION_LIMITS, type ConnectedPlatform } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { seal } from './connection-access';
import type { ChannelFigures, PlatformTokens } from './platform-adapters';
import { applyVerifiedFigures } from './verified-figures';

/**
 * Keeps a channel just read (new or again): its tokens sealed, its figures, and the creator's audience
 * entry for the platform marked verified, in one transaction. The platform has been asked already.
 */
export async function storeChannel(
  deps: ServiceDeps,
  creatorId: string,
  platform: ConnectedPlatform,
  tokens: PlatformTokens,
  channel: ChannelFigures,
  options: { newConnection: boolean },
): Promise<void> {
  const now = deps.now();
  const sealed = {
    access_token: seal(deps, tokens.accessToken),
    refresh_token: tokens.refreshToken ? seal(deps, tokens.refreshToken) : null,
    token_expires_at: tokens.expiresAt,
  };
  const figures = {
    external_id: channel.externalId,
    handle: channel.handle,
    followers: channel.followers,
    media_count: channel.mediaCount,
    views: channel.views,
    likes: channel.likes,
    refreshed_at: now,
    next_read_at: new Date(now.getTime() + CONNECTION_LIMITS.dailyRefreshMs),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('platform_connections')
      .values({ creator_id: creatorId, platform, status: 'connected', connected_at: now, ...sealed, ...figures })
      .onConflict((oc) =>
        oc.columns(['creator_id', 'platform']).doUpdateSet({
          status: 'connected',
          ...sealed,
          ...figures,
          ...(options.newConnection ? { connected_at: now } : {}),
        }),
      )
      .execute();
    await applyVerifiedFigures(trx, creatorId, platform, {
      handle: channel.handle,
      followers: channel.followers,
      verifiedAt: now,
    });
  });
}
