/**
 * The only cookies the server sets, by their names over plain http; over https each is named with the
 * `__Host-` prefix (`__Host-sponsorly_session`). The cookie policy lists exactly these.
 */
export const AUTH_COOKIES = {
  /** The web app's session: httpOnly, SameSite=Lax, for at most AUTH_DURATIONS.sessionAbsolute. */
  session: 'sponsorly_session',
  /** Ties a signup to the browser that made it (docs/decisions/0010-signup-binding.md), for AUTH_DURATIONS.signupBindingTtl. */
  signupBinding: 'sponsorly_signup',
} as const;

/** What a cookie is called over https, where the browser holds it to this host only. */
export const secureCookieName = (name: string) => `__Host-${name}`;
