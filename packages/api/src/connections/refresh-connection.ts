import {
  CONNECTION_LIMITS,
  CONNECTION_MESSAGES as m,
  ERROR_CODES,
  connectionPlatformInputSchema,
  connectionViewSchema,
  type ConnectedPlatform,
  type ConnectionView,
} from '@sponsorly/shared';
import { AppError, rateLimited } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { connectionsProcedure, platformOf, tags } from './connection-access';
import { connectionView } from './list-connections';
import { readChannelAgain } from './read-channel-again';

async function loadConnection(deps: ServiceDeps, creatorId: string, platform: ConnectedPlatform) {
  const row = await deps.db
    .selectFrom('platform_connections')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ERROR_CODES.notFound, m.notConnected);
  return row;
}

/**
 * The creator asks for the figures now, at most once an hour (the daily round reads them anyway). An
 * expired connection answers as it is: only reconnecting mends it.
 */
export async function refreshConnection(
  deps: ServiceDeps,
  creatorId: string,
  platform: ConnectedPlatform,
): Promise<ConnectionView> {
  platformOf(deps, platform);
  const connection = await loadConnection(deps, creatorId, platform);
  if (connection.status !== 'connected') return connectionView(connection);
  const last = connection.refreshed_at?.getTime() ?? 0;
  const waitMs = last + CONNECTION_LIMITS.refreshMinIntervalMs - deps.now().getTime();
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
  const outcome = await readChannelAgain(deps, connection);
  if (outcome === 'unavailable') throw new AppError(503, ERROR_CODES.unavailable, m.platformDown(platform));
  return connectionView(await loadConnection(deps, creatorId, platform));
}

/** POST /connections/{platform}/refresh: the channel's figures read now. */
export const refreshConnectionProcedure = connectionsProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/connections/{platform}/refresh',
      summary: 'Read a connected channel’s figures now (once an hour)',
      description:
        'Answers the connection as it is afterwards: `expired` when the platform no longer accepts it (reconnect). A platform that does not answer changes nothing (503); the last figures stay, with their date.',
      tags,
    },
    refusals: ['not_found', 'rate_limited', 'service_unavailable'],
  })
  .input(connectionPlatformInputSchema)
  .output(connectionViewSchema)
  .mutation(({ ctx, input }) => refreshConnection(ctx.deps, ctx.session.user.id, input.platform));
