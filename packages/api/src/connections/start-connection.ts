import { createHash } from 'node:crypto';
import { CONNECTION_LIMITS, CONNECTION_MESSAGES as m, ERROR_CODES, type ConnectedPlatform } from '@sponsorly/shared';
import type { ActiveSession } from '../auth/sessions';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { createRandomToken, hashToken } from '../lib/tokens';
import { callbackUrl, platformOf, seal } from './connection-access';

/**
 * Begins the authorization code flow: a random `state` bound to this session (kept hashed) and a PKCE
 * verifier (kept sealed), both used once by the callback. Answers the platform's authorization page.
 */
export async function startConnection(deps: ServiceDeps, session: ActiveSession, platform: ConnectedPlatform): Promise<string> {
  if (session.user.user_type !== 'creator') throw new AppError(403, ERROR_CODES.forbidden, m.creatorsOnly);
  const { client, adapter } = platformOf(deps, platform);
  const now = deps.now();
  const state = createRandomToken();
  const verifier = createRandomToken();
  await deps.db.transaction().execute(async (trx) => {
    // Attempts never finished are of no use past their ten minutes.
    await trx
      .deleteFrom('connection_states')
      .where('creator_id', '=', session.user.id)
      .where('created_at', '<', new Date(now.getTime() - CONNECTION_LIMITS.stateMaxAgeMs))
      .execute();
    await trx
      .insertInto('connection_states')
      .values({
        state_hash: hashToken(state),
        session_id: session.sessionId,
        creator_id: session.user.id,
        platform,
        code_verifier: seal(deps, verifier),
        created_at: now,
      })
      .execute();
  });
  return adapter.authorizationUrl(client, {
    redirectUri: callbackUrl(deps, platform),
    state,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
}
