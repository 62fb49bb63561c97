import { createRequestContext, type RequestContext, type ServiceDeps } from '@sponsorly/api';
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
