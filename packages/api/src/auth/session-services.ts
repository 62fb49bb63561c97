import type { PublicUser } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { loadPublicUser } from './public-user';
import { endSession, type ActiveSession } from './sessions';

export async function logOut(deps: ServiceDeps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, token);
}

export function currentUser(deps: ServiceDeps, session: ActiveSession): Promise<PublicUser> {
  return loadPublicUser(deps.db, session.user, deps.settings.adminEmails);
}
