import type { PublicUser } from '@sponsorly/shared';
import type { RequestContext } from '../context';

/** Starts the browser's session (httpOnly cookie) and answers the user, with the token only where the door hands it out. */
export function answerWithSession(ctx: RequestContext, result: { token: string; user: PublicUser }) {
  ctx.setSessionCookie(result.token);
  return ctx.exposesSessionToken ? result : { user: result.user };
}
