import { AppError, createRequestContext, type RequestContext, type ServiceDeps } from '@sponsorly/api';
import { AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  clearSignupBindingCookie,
  readSessionToken,
  readSignupBinding,
  setSessionCookie,
  setSignupBindingCookie,
} from './session-cookie';

/**
 * The context a procedure runs with, built the same way for both doors: the proxy-aware client address
 * (`request.ip`), the session from the cookie or the bearer token, the signup binding cookie, and the
 * reply's cookies and headers.
 */
export function requestContextFor(
  deps: ServiceDeps,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  door: 'trpc' | 'rest',
): RequestContext {
  const context = createRequestContext(deps, {
    ip: request.ip,
    requestId: request.id,
    userAgent: request.headers['user-agent'],
    sessionToken: readSessionToken(request),
    exposesSessionToken: door === 'rest',
    setSessionCookie: (token) => setSessionCookie(reply, token, secureCookies),
    clearSessionCookie: () => clearSessionCookie(reply, secureCookies),
    signupBinding: readSignupBinding(request),
    setSignupBindingCookie: (value) => setSignupBindingCookie(reply, value, secureCookies),
    clearSignupBindingCookie: () => clearSignupBindingCookie(reply, secureCookies),
    setHeader: (name, value) => void reply.header(name, value),
    idempotencyKey: typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined,
  });
  const lookUp = context.getSession;
  // The request's log line names its user: taken from the lookup the procedure makes anyway.
  context.getSession = async () => {
    const session = await lookUp();
    request.userId = session?.user.id;
    return session;
  };
  return context;
}

/** The signed-in user of a request to a route written by hand, or the 401 both doors answer. */
export async function sessionUserOf(deps: ServiceDeps, secureCookies: boolean, request: FastifyRequest, reply: FastifyReply) {
  const session = await requestContextFor(deps, secureCookies, request, reply, 'rest').getSession();
  if (!session) throw new AppError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.session.unauthorized);
  return session.user;
}
