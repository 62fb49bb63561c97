import type { FastifyReply, FastifyRequest } from 'fastify';
import { DURATIONS } from '@sponsorly/shared';

export const SESSION_COOKIE = 'sponsorly_session';
/**
 * Over https the cookie is named with the __Host- prefix: the browser then accepts it only from this
 * host, Secure, for path /, so a sibling subdomain cannot plant a session of its own.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * The session token from `Authorization: Bearer` (outside callers) or the httpOnly cookie (the web
 * app). Both are supported: docs/decisions/0003-cookies-and-bearer-tokens.md says why.
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SECURE_SESSION_COOKIE] || request.cookies[SESSION_COOKIE] || undefined;
}

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(cookieName(secure), token, { ...cookieOptions(secure), maxAge: DURATIONS.sessionAbsolute / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName(secure), cookieOptions(secure));
}
