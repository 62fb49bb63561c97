import {
  CONNECTION_LIMITS,
  CONNECTION_MESSAGES as m,
  ERROR_CODES,
  connectionCallbackSchema,
  type ConnectedPlatform,
} from '@sponsorly/shared';
import type { ActiveSession } from '../auth/sessions';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { hashToken } from '../lib/tokens';
import { parseInput } from '../lib/zod-errors';
import { callbackUrl, platformOf, unseal } from './connection-access';
import type { ChannelFigures, PlatformTokens } from './platform-adapters';
import { PlatformRefused, PlatformUnavailable } from './platform-http';
import { storeChannel } from './store-channel';

const invalidState = () => new AppError(400, ERROR_CODES.invalidToken, m.stateInvalid);

/**
 * The platform's redirect back. The state must be one this session started for this platform, unused and
 * at most ten minutes old; it is spent before the platform is asked, so a replayed callback fails even
 * while the first is still running. Nothing is kept unless the code is exchanged and the channel read,
 * and a channel already connected to another account is refused (409).
 */
export async function finishConnection(
  deps: ServiceDeps,
  session: ActiveSession | null,
  platform: ConnectedPlatform,
  query: unknown,
): Promise<void> {
  const input = parseInput(connectionCallbackSchema, query);
  const { adapter, call } = platformOf(deps, platform);
  if (!session) throw invalidState();
  const now = deps.now();
  const claimed = await deps.db
    .updateTable('connection_states')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(input.state))
    .where('platform', '=', platform)
    .where('session_id', '=', session.sessionId)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - CONNECTION_LIMITS.stateMaxAgeMs))
    .returning(['creator_id', 'code_verifier'])
    .executeTakeFirst();
  if (!claimed) throw invalidState();
  // The creator said no on the platform's page, or the platform sent no code.
  if (input.error || !input.code) throw new AppError(400, ERROR_CODES.invalidToken, m.codeRefused(platform));

  let tokens: PlatformTokens;
  let channel: ChannelFigures;
  try {
    tokens = await adapter.exchangeCode(call, {
      code: input.code,
      redirectUri: callbackUrl(deps, platform),
      verifier: unseal(deps, claimed.code_verifier),
    });
    channel = await adapter.readChannel(call, tokens.accessToken);
  } catch (error) {
    if (error instanceof PlatformRefused) throw new AppError(400, ERROR_CODES.invalidToken, m.codeRefused(platform));
    if (error instanceof PlatformUnavailable) throw new AppError(503, ERROR_CODES.unavailable, m.platformDown(platform));
    throw error;
  }
  const holder = await deps.db
    .selectFrom('platform_connections')
    .select('creator_id')
    .where('platform', '=', platform)
    .where('external_id', '=', channel.externalId)
    .where('creator_id', '<>', claimed.creator_id)
    .executeTakeFirst();
  // The unique index on (platform, external_id) is the last word when two accounts race for one channel.
  if (holder) throw new AppError(409, ERROR_CODES.conflict, m.channelTaken(platform));
  await storeChannel(deps, claimed.creator_id, platform, tokens, channel, { newConnection: true });
}
