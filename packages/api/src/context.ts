import type { ServiceDeps } from './lib/deps';
import { resolveSession, type ActiveSession } from './auth/sessions';

/** What each request carries into a procedure or route. The server builds it from the HTTP request. */
export interface RequestContext {
  deps: ServiceDeps;
  ip: string;
  /** The session token from the cookie or the Authorization header, not yet checked. */
  sessionToken: string | undefined;
  getSession(): Promise<ActiveSession | null>;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
  setHeader(name: string, value: string): void;
}

export interface HttpBindings {
  ip: string;
  sessionToken: string | undefined;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
  setHeader(name: string, value: string): void;
}

export function createRequestContext(deps: ServiceDeps, http: HttpBindings): RequestContext {
  let session: Promise<ActiveSession | null> | undefined;
  return {
    deps,
    ...http,
    getSession() {
      session ??= http.sessionToken ? resolveSession(deps.db, http.sessionToken, deps.now()) : Promise.resolve(null);
      return session;
    },
  };
}
