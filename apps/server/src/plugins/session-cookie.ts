import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIES, AUTH_DURATIONS, secureCookieName } from '@sponsorly/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** APP_URL is https: cookies are Secure and named with the __Host- prefix. */
    secureCookies: boolean;
  }
}

export const SESSION_COOKIE = AUTH_COOKIES.session;
/**
 * Over https the cookie is named with the __Host- prefix: the browser then accepts it only from this
 * host, Secure, for path /, so a sibling subdomain cannot plant a session of its own.
 */
export const SECURE_SESSION_COOKIE = secureCookieName(SESSION_COOKIE);
/** The signup binding (docs/decisions/0010-signup-binding.md), prefixed over https in the same way. */
export const SIGNUP_BINDING_COOKIE = AUTH_COOKIES.signupBinding;
const cookieName = (name: string, secure: boolean) => (secure ? secureCookieName(name) : name);

/** Lets the cookie helpers know whether this server's cookies are the secure kind. */
export function registerSessionCookie(app: FastifyInstance, secure: boolean): void {
  app.decorate('secureCookies', secure);
}

/**
 * The session token from `Authorization: Bearer` (outside callers) or the httpOnly cookie (the web
 * app). Both are supported: docs/decisions/0003-cookies-and-bearer-tokens.md says why. Over https only
 * the __Host- cookie counts: a plain-named one could have been planted by a sibling subdomain or over
 * plain http, and reading it would let a stranger log a visitor into the stranger's account.
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[cookieName(SESSION_COOKIE, request.server.secureCookies)] || undefined;
}

/** Only the Authorization header: for a GET, whose cookies a link on another site can send along. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(cookieName(SESSION_COOKIE, secure), token, {
    ...cookieOptions(secure),
    maxAge: AUTH_DURATIONS.sessionAbsolute / 1000,
  });
}

/** Clears the session cookie under both names, whichever this browser may still hold. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
  reply.clearCookie(SECURE_SESSION_COOKIE, cookieOptions(true));
}

export function readSignupBinding(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(SIGNUP_BINDING_COOKIE, request.server.secureCookies)] || undefined;
}

export function setSignupBindingCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(cookieName(SIGNUP_BINDING_COOKIE, secure), value, {
    ...cookieOptions(secure),
    maxAge: AUTH_DURATIONS.signupBindingTtl / 1000,
  });
}

export function clearSignupBindingCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName(SIGNUP_BINDING_COOKIE, secure), cookieOptions(secure));
}
