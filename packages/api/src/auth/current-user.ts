import type { PublicUser } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicUser } from './public-user';
import type { ActiveSession } from './sessions';

/** The logged-in user, from what the session lookup already read: no further query. */
export function currentUser(deps: ServiceDeps, session: ActiveSession): PublicUser {
  return publicUser(session.user, session.profile, deps.settings.adminEmails, session.photoId);
}
