import {
  brandSignupSchema,
  changePasswordSchema,
  creatorSignupSchema,
  emailLinkSchema,
  forgotPasswordSchema,
  loginSchema,
  resetLinkSchema,
  resetPasswordSchema,
  sessionIdSchema,
} from '@sponsorly/shared';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { listAccountSessions, logOutOtherSessions, logOutSession } from './account-sessions';
import { changePassword } from './change-password';
import { requestPasswordReset } from './forgot-password';
import { logIn } from './login';
import {
  accountSessionListSchema,
  loggedOutSchema,
  maybeUserAnswerSchema,
  messageAnswerSchema,
  passwordChangedSchema,
  sessionAnswerSchema,
  signedUpHereSchema,
  userAnswerSchema,
  validLinkSchema,
  verifyAnswerSchema,
} from './outputs';
import { checkResetToken, resetPassword } from './reset-password';
import { answerWithSession } from './session-answer';
import { currentUser, logOut } from './session-services';
import { signUp, type SignupRequest } from './signup';
import { cancelSignup, checkVerificationLink, confirmEmail } from './verify-email';

const tags = ['Accounts'];
const SIGNUP_DESCRIPTION =
  'Creates the account and emails a link that confirms the address and logs in. The answer is the same whether the address is new or registered already (its owner is then emailed that it is).';

/** Signs up and gives this browser the signup binding that lets the emailed link log it in. */
async function signUpHere(ctx: RequestContext, request: SignupRequest) {
  const { message, signupBinding } = await signUp(ctx.deps, request, ctx.ip);
  ctx.setSignupBindingCookie(signupBinding);
  return { message };
}

/** The account procedures: the web app calls them through tRPC, outside callers through their REST faces. */
export const authRouter = router({
  creatorSignup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/creator-signup',
        summary: 'Sign up as a creator',
        description: SIGNUP_DESCRIPTION,
        tags,
        protect: false,
      },
      successStatus: 201,
      refusals: ['rate_limited'],
    })
    .input(creatorSignupSchema)
    .output(messageAnswerSchema)
    .mutation(({ ctx, input }) => signUpHere(ctx, { userType: 'creator', data: input })),

  brandSignup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/brand-signup',
        summary: 'Sign up as a brand',
        description: SIGNUP_DESCRIPTION,
        tags,
        protect: false,
      },
      successStatus: 201,
      refusals: ['rate_limited'],
    })
    .input(brandSignupSchema)
    .output(messageAnswerSchema)
    .mutation(({ ctx, input }) => signUpHere(ctx, { userType: 'brand', data: input })),

  /** Whether the link is good and this browser signed up; uses nothing up, so the page may ask on load. */
  checkVerifyLink: publicProcedure
    .input(emailLinkSchema)
    .output(signedUpHereSchema)
    .query(({ ctx, input }) => checkVerificationLink(ctx.deps, input, ctx.signupBinding)),

  /**
   * The web app's verification (a POST, so it may log in): confirms the address, and logs in only the
   * browser that signed up; elsewhere it answers `loggedIn: false`. REST keeps the spec's GET link.
   */
  verifyEmail: publicProcedure
    .input(emailLinkSchema)
    .output(verifyAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await confirmEmail(ctx.deps, input, {
        signupBinding: ctx.signupBinding,
        sessionToken: ctx.sessionToken,
        userAgent: ctx.userAgent,
      });
      if (!result.loggedIn) return { loggedIn: false, user: null };
      ctx.clearSignupBindingCookie();
      return { loggedIn: true, ...answerWithSession(ctx, result) };
    }),

  /** "This wasn't me": removes the pending signup the link belongs to. */
  cancelSignup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/cancel-signup',
        summary: 'Cancel a pending signup from its emailed link',
        description: 'The verification email’s “this wasn’t me”: removes the signup the link belongs to.',
        tags,
        protect: false,
      },
      refusals: ['invalid_token', 'already_verified'],
    })
    .input(emailLinkSchema)
    .output(messageAnswerSchema)
    .mutation(({ ctx, input }) => cancelSignup(ctx.deps, input)),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        summary: 'Log in',
        description:
          'Answers a session token for `Authorization: Bearer`, and the user. After many failed logins for one account, logging in to it needs a solved captcha (`captcha`) until the window passes: 429 `captcha_required` says so.',
        tags,
        protect: false,
      },
      refusals: ['invalid_credentials', 'needs_verification', 'captcha_required', 'rate_limited'],
    })
    .input(loginSchema)
    .output(sessionAnswerSchema)
    .mutation(async ({ ctx, input }) =>
      answerWithSession(
        ctx,
        await logIn(ctx.deps, input, { ip: ctx.ip, sessionToken: ctx.sessionToken, userAgent: ctx.userAgent }),
      ),
    ),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        summary: 'Email a password reset link',
        description: 'Emails a reset link when the address has an account; the answer is the same either way, and takes as long.',
        tags,
        protect: false,
      },
      refusals: ['rate_limited'],
    })
    .input(forgotPasswordSchema)
    .output(messageAnswerSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input, ctx.ip)),

  checkResetToken: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/verify-reset-token',
        summary: 'Check a password reset link',
        description: 'Whether the link is still good, without using it up.',
        tags,
        protect: false,
      },
      refusals: ['invalid_token'],
    })
    .input(resetLinkSchema)
    .output(validLinkSchema)
    .query(({ ctx, input }) => checkResetToken(ctx.deps, input)),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        summary: 'Set a new password from a reset link',
        description:
          'Sets the password, ends every session of the account, emails its owner that it changed, and answers a new session. Following the link also confirms the address.',
        tags,
        protect: false,
      },
      refusals: ['invalid_token', 'rate_limited'],
    })
    .input(resetPasswordSchema)
    .output(sessionAnswerSchema)
    .mutation(async ({ ctx, input }) =>
      answerWithSession(
        ctx,
        await resetPassword(ctx.deps, input, { ip: ctx.ip, sessionToken: ctx.sessionToken, userAgent: ctx.userAgent }),
      ),
    ),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        summary: 'End the current session',
        description: 'Ends the session the request carries (its token or cookie); without one it answers the same.',
        tags,
        protect: false,
      },
      successStatus: 204,
    })
    .output(loggedOutSchema)
    .mutation(async ({ ctx }) => {
      await logOut(ctx.deps, ctx.sessionToken);
      ctx.clearSessionCookie();
      return { ok: true as const };
    }),

  /** The logged-in user, or null: the web app asks this on every page load. */
  me: publicProcedure.output(maybeUserAnswerSchema).query(async ({ ctx }) => {
    const session = await ctx.getSession();
    return { user: session ? currentUser(ctx.deps, session) : null };
  }),

  /** The same, for callers that require a session. */
  requireMe: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', summary: 'The logged-in user', tags } })
    .output(userAnswerSchema)
    .query(({ ctx }) => ({ user: currentUser(ctx.deps, ctx.session) })),

  /** The account security page (/settings/security): its sessions, each with the browser it started in. */
  sessions: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/sessions', summary: "The account's sessions", tags } })
    .output(accountSessionListSchema)
    .query(({ ctx }) => listAccountSessions(ctx.deps, ctx.session)),

  logOutSession: authedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/auth/sessions/{id}', summary: 'Log out one session', tags },
      successStatus: 204,
      refusals: ['not_found'],
    })
    .input(sessionIdSchema)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      const { wasCurrent } = await logOutSession(ctx.deps, ctx.session, input.id);
      if (wasCurrent) ctx.clearSessionCookie();
    }),

  logOutOtherSessions: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/sessions/revoke-others', summary: 'Log out every other session', tags },
      successStatus: 204,
    })
    .output(z.void())
    .mutation(({ ctx }) => logOutOtherSessions(ctx.deps, ctx.session)),

  changePassword: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/change-password',
        summary: 'Change the password (ends the other sessions)',
        description:
          'Needs the current password; wrong guesses count as failed logins. Every other session ends, this one stays, and the owner is emailed.',
        tags,
      },
      refusals: ['invalid_credentials', 'rate_limited'],
    })
    .input(changePasswordSchema)
    .output(passwordChangedSchema)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.session, input, ctx.ip)),
});
