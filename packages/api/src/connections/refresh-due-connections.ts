import { CONNECTION_LIMITS } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { readChannelAgain } from './read-channel-again';

/**
 * The daily round: connections due (a day after their last read) are read again, the longest waiting
 * first, one batch a round. A platform that is down moves them an hour on. Platforms no longer configured
 * are skipped.
 */
export async function refreshDueConnections(deps: ServiceDeps, limit: number = CONNECTION_LIMITS.refreshBatch): Promise<number> {
  // Authorizations never finished are of no use past their ten minutes.
  await deps.db
    .deleteFrom('connection_states')
    .where('created_at', '<', new Date(deps.now().getTime() - CONNECTION_LIMITS.stateMaxAgeMs))
    .execute();
  const platforms = Object.keys(deps.settings.platforms ?? {});
  if (platforms.length === 0) return 0;
  const due = await deps.db
    .selectFrom('platform_connections')
    .selectAll()
    .where('status', '=', 'connected')
    .where('platform', 'in', platforms)
    .where('next_read_at', '<=', deps.now())
    .orderBy('next_read_at')
    .limit(limit)
    .execute();
  let refreshed = 0;
  for (const connection of due) {
    if ((await readChannelAgain(deps, connection)) === 'refreshed') refreshed += 1;
  }
  return refreshed;
}
