import { connectionListSchema, offeredPlatformsSchema, type ConnectedPlatform, type ConnectionView } from '@sponsorly/shared';
import type { PlatformConnectionRow } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { connectionsProcedure, offeredPlatforms, tags } from './connection-access';

export function connectionView(row: PlatformConnectionRow): ConnectionView {
  return {
    platform: row.platform as ConnectedPlatform,
    status: row.status as ConnectionView['status'],
    handle: row.handle,
    followers: row.followers === null ? null : Number(row.followers),
    connected_at: row.connected_at.toISOString(),
    refreshed_at: row.refreshed_at?.toISOString() ?? null,
  };
}

export async function listConnections(deps: ServiceDeps, creatorId: string): Promise<ConnectionView[]> {
  const rows = await deps.db
    .selectFrom('platform_connections')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('platform')
    .execute();
  return rows.map(connectionView);
}

/** GET /connections: the creator's connected channels; tokens never leave the server. */
export const listConnectionsProcedure = connectionsProcedure
  .meta({ openapi: { method: 'GET', path: '/connections', summary: 'List your connected channels', tags } })
  .output(connectionListSchema)
  .query(({ ctx }) => listConnections(ctx.deps, ctx.session.user.id));

/** GET /connections/platforms: the platforms this server can connect (those with an OAuth client set). */
export const listOfferedPlatformsProcedure = connectionsProcedure
  .meta({
    openapi: { method: 'GET', path: '/connections/platforms', summary: 'List the platforms you can connect', tags },
  })
  .output(offeredPlatformsSchema)
  .query(({ ctx }) => ({ platforms: offeredPlatforms(ctx.deps) }));
