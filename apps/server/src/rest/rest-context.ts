import { createRequestContext, resolveSession, unauthorizedError, type RequestContext, type ServiceDeps } from '@sponsorly/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../plugins/session-cookie';

/** The same request context the tRPC door builds, for a REST route. */
export function restContext(deps: ServiceDeps, secureCookies: boolean, request: FastifyRequest, reply: FastifyReply): RequestContext {
  return createRequestContext(deps, {
    ip: request.ip,
    sessionToken: readSessionToken(request),
    setSessionCookie: (token) => setSessionCookie(reply, token, secureCookies),
    clearSessionCookie: () => clearSessionCookie(reply, secureCookies),
    setHeader: (name, value) => void reply.header(name, value),
  });
}

/** The session behind a REST request (bearer token or cookie), or null when there is none or it ended. */
export async function sessionOf(deps: ServiceDeps, request: FastifyRequest) {
  const token = readSessionToken(request);
  return token ? resolveSession(deps.db, token, deps.now()) : null;
}

/** The same, for routes that need a session: 401 with the given message without one. */
export async function requireSession(deps: ServiceDeps, request: FastifyRequest, message?: string) {
  const session = await sessionOf(deps, request);
  if (!session) throw unauthorizedError(message);
  return session;
}
