import {
  checkResetToken, currentUser, logIn, logOut, parseInput, requestPasswordReset, resetPassword, signUp, verifyEmail,
  AppError, type ServiceDeps,
} from '@sponsorly/api';
import {
  brandSignupSchema, creatorSignupSchema, emailLinkSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, MESSAGES,
} from '@sponsorly/shared';
import type { FastifyInstance } from 'fastify';
import { requireSession, restContext } from './rest-context';

/**
 * The spec's REST paths for outside callers (section 7), over the same services as tRPC. Routes that
 * log in answer `{ token, user }` as the spec says; login and reset (POSTs) also set the session cookie.
 */
export async function authRoutes(app: FastifyInstance, opts: { deps: ServiceDeps; secureCookies: boolean }) {
  const { deps, secureCookies } = opts;
  const ctx = (req: Parameters<typeof restContext>[2], reply: Parameters<typeof restContext>[3]) =>
    restContext(deps, secureCookies, req, reply);

  app.post('/auth/creator-signup', async (req, reply) => {
    const data = parseInput(creatorSignupSchema, req.body);
    return reply.status(201).send(await signUp(deps, { userType: 'creator', data }, req.ip));
  });

  app.post('/auth/brand-signup', async (req, reply) => {
    const data = parseInput(brandSignupSchema, req.body);
    return reply.status(201).send(await signUp(deps, { userType: 'brand', data }, req.ip));
  });

  // No cookie here: a GET can be triggered from another site, and setting a session on it would let a
  // stranger log a visitor into the stranger's own account. The web app verifies through tRPC (a POST).
  app.get('/auth/verify-email', async (req) => verifyEmail(deps, parseLink(req.query, MESSAGES.verify.invalidLink)));

  app.post('/auth/login', async (req, reply) => {
    const result = await logIn(deps, parseInput(loginSchema, req.body), req.ip);
    ctx(req, reply).setSessionCookie(result.token);
    return result;
  });

  app.post('/auth/forgot-password', async (req) => requestPasswordReset(deps, parseInput(forgotPasswordSchema, req.body)));

  app.get('/auth/verify-reset-token', async (req) => checkResetToken(deps, parseLink(req.query, MESSAGES.reset.invalidLink)));

  app.post('/auth/reset-password', async (req, reply) => {
    const result = await resetPassword(deps, parseInput(resetPasswordSchema, req.body));
    ctx(req, reply).setSessionCookie(result.token);
    return result;
  });

  app.post('/auth/logout', async (req, reply) => {
    const context = ctx(req, reply);
    await logOut(deps, context.sessionToken);
    context.clearSessionCookie();
    return reply.status(204).send();
  });

  app.get('/auth/me', async (req) => ({ user: await currentUser(deps, await requireSession(deps, req)) }));
}

/** A link's query with a token and an email; anything less is the page's "invalid link". */
function parseLink(query: unknown, missingMessage: string) {
  const q = (query ?? {}) as Record<string, unknown>;
  if (typeof q.token !== 'string' || !q.token || typeof q.email !== 'string' || !q.email) {
    throw new AppError(400, 'invalid_token', missingMessage);
  }
  return parseInput(emailLinkSchema, q);
}
