import type { PublicUser } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicUser } from './public-user';
import { endSession, type ActiveSession } from './sessions';

export async function logOut(deps: ServiceDeps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, token);
}

/** The logged-in user, from what the session lookup already read: no further query. */
export function currentUser(deps: ServiceDeps, session: ActiveSession): PublicUser {
  return publicUser(session.user, session.profile, deps.settings.adminEmails);
}
