import type { ServiceDeps } from './lib/deps';
import { resolveSession, type ActiveSession } from './auth/sessions';
import { cleanUserAgent } from './auth/user-agent';

/** What each request carries into a procedure or route. The server builds it from the HTTP request. */
export interface RequestContext {
  deps: ServiceDeps;
  ip: string;
  /** The request's User-Agent, cleaned and bounded (a new session records it); null when absent. */
  userAgent: string | null;
  /** The session token from the cookie or the Authorization header, not yet checked. */
  sessionToken: string | undefined;
  /**
   * Whether a new session's token may be put in the answer body: yes for REST (outside callers keep it
   * for `Authorization: Bearer`), no for tRPC (the web app holds its session only as an httpOnly cookie).
   */
  exposesSessionToken: boolean;
  getSession(): Promise<ActiveSession | null>;
  /** The request's id (`X-Request-Id`), which a server failure's answer names so a report can be traced. */
  requestId?: string | undefined;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
  /** The signup binding cookie of the browser that signed up (docs/decisions/0010-signup-binding.md). */
  signupBinding: string | undefined;
  setSignupBindingCookie(value: string): void;
  clearSignupBindingCookie(): void;
  setHeader(name: string, value: string): void;
  /** The request's Idempotency-Key header as sent (a retried state change answers as the first did); checked where used. */
  idempotencyKey?: string | undefined;
}

/** What the server reads from the HTTP request; the User-Agent arrives raw and is cleaned here. */
export type HttpBindings = Omit<RequestContext, 'deps' | 'getSession' | 'userAgent'> & { userAgent: string | undefined };

export function createRequestContext(deps: ServiceDeps, http: HttpBindings): RequestContext {
  let session: Promise<ActiveSession | null> | undefined;
  return {
    deps,
    ...http,
    userAgent: cleanUserAgent(http.userAgent),
    getSession() {
      session ??= http.sessionToken ? resolveSession(deps.db, http.sessionToken, deps.now()) : Promise.resolve(null);
      return session;
    },
  };
}
