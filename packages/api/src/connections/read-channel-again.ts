import { CONNECTION_LIMITS, type ConnectedPlatform } from '@sponsorly/shared';
import type { PlatformConnectionRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { platformOf, unseal } from './connection-access';
import type { PlatformTokens } from './platform-adapters';
import { PlatformRefused, PlatformUnavailable } from './platform-http';
import { storeChannel } from './store-channel';

/** `refreshed`: new figures kept; `expired`: the platform refused the token; `unavailable`: nothing changed. */
export type ReadOutcome = 'refreshed' | 'expired' | 'unavailable';

/**
 * Reads a connected channel's figures now: the token is refreshed first when it is about to expire. The
 * platform is asked outside any transaction; only what it answered is then written. A platform that is
 * down changes nothing (the last figures stay, with their date); a token it refuses marks the connection
 * expired, and the creator is asked to reconnect.
 */
export async function readChannelAgain(deps: ServiceDeps, connection: PlatformConnectionRow): Promise<ReadOutcome> {
  const platform = connection.platform as ConnectedPlatform;
  const { adapter, call } = platformOf(deps, platform);
  let tokens: PlatformTokens = {
    accessToken: unseal(deps, connection.access_token),
    refreshToken: connection.refresh_token ? unseal(deps, connection.refresh_token) : null,
    expiresAt: connection.token_expires_at,
  };
  try {
    const expiresSoon =
      tokens.expiresAt !== null && tokens.expiresAt.getTime() - call.now.getTime() < CONNECTION_LIMITS.tokenRefreshMarginMs;
    if (expiresSoon) tokens = (await adapter.refresh(call, tokens)) ?? tokens;
    const channel = await adapter.readChannel(call, tokens.accessToken);
    await storeChannel(deps, connection.creator_id, platform, tokens, channel, { newConnection: false });
    return 'refreshed';
  } catch (error) {
    if (error instanceof PlatformRefused) {
      await deps.db
        .updateTable('platform_connections')
        .set({ status: 'expired' })
        .where('creator_id', '=', connection.creator_id)
        .where('platform', '=', platform)
        .execute();
      return 'expired';
    }
    if (error instanceof PlatformUnavailable) {
      // The figures and their date stay; the daily round tries again in an hour rather than at once.
      await deps.db
        .updateTable('platform_connections')
        .set({ next_read_at: new Date(call.now.getTime() + CONNECTION_LIMITS.unavailableRetryMs) })
        .where('creator_id', '=', connection.creator_id)
        .where('platform', '=', platform)
        .execute();
      return 'unavailable';
    }
    throw error;
  }
}
