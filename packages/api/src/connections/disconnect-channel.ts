import { CONNECTION_MESSAGES as m, ERROR_CODES, connectionPlatformInputSchema, type ConnectedPlatform } from '@sponsorly/shared';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { connectionsProcedure, platformOf, tags, unseal } from './connection-access';
import { unverifyFigures } from './verified-figures';

/**
 * Withdraws the authorization at the platform where it has an endpoint for that, then forgets the
 * connection and its tokens. A platform that does not answer does not keep the creator connected here:
 * the tokens are deleted either way, and the creator can still remove the app on the platform's side.
 */
export async function disconnectChannel(deps: ServiceDeps, creatorId: string, platform: ConnectedPlatform): Promise<void> {
  const { adapter, call } = platformOf(deps, platform);
  const connection = await deps.db
    .selectFrom('platform_connections')
    .select(['access_token', 'refresh_token', 'token_expires_at'])
    .where('creator_id', '=', creatorId)
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (!connection) throw new AppError(404, ERROR_CODES.notFound, m.notConnected);
  await adapter
    .revoke?.(call, {
      accessToken: unseal(deps, connection.access_token),
      refreshToken: connection.refresh_token ? unseal(deps, connection.refresh_token) : null,
      expiresAt: connection.token_expires_at,
    })
    .catch(() => undefined);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('platform_connections').where('creator_id', '=', creatorId).where('platform', '=', platform).execute();
    await unverifyFigures(trx, creatorId, platform);
  });
}

/** DELETE /connections/{platform}: the creator disconnects a channel. */
export const disconnectChannelProcedure = connectionsProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/connections/{platform}', summary: 'Disconnect a channel', tags },
    successStatus: 204,
    refusals: ['not_found'],
  })
  .input(connectionPlatformInputSchema)
  .output(z.void())
  .mutation(({ ctx, input }) => disconnectChannel(ctx.deps, ctx.session.user.id, input.platform));
