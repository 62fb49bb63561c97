import { brandSignupSchema, creatorSignupSchema, emailLinkSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from '@sponsorly/shared';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { requestPasswordReset } from './forgot-password';
import { logIn } from './login';
import { checkResetToken, resetPassword } from './reset-password';
import { currentUser, logOut } from './session-services';
import { signUp } from './signup';
import { verifyEmail } from './verify-email';

/**
 * The web app's door to the account services. Procedures that log in set the httpOnly session cookie
 * and return only the user: the browser never holds the token in script-readable storage.
 */
export const authRouter = router({
  creatorSignup: publicProcedure
    .input(creatorSignupSchema)
    .mutation(({ ctx, input }) => signUp(ctx.deps, { userType: 'creator', data: input }, ctx.ip)),

  brandSignup: publicProcedure
    .input(brandSignupSchema)
    .mutation(({ ctx, input }) => signUp(ctx.deps, { userType: 'brand', data: input }, ctx.ip)),

  verifyEmail: publicProcedure.input(emailLinkSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await verifyEmail(ctx.deps, input);
    ctx.setSessionCookie(token);
    return { user };
  }),

  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await logIn(ctx.deps, input, ctx.ip);
    ctx.setSessionCookie(token);
    return { user };
  }),

  forgotPassword: publicProcedure
    .input(forgotPasswordSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),

  checkResetToken: publicProcedure.input(emailLinkSchema).query(({ ctx, input }) => checkResetToken(ctx.deps, input)),

  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    const { token, user } = await resetPassword(ctx.deps, input);
    ctx.setSessionCookie(token);
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logOut(ctx.deps, ctx.sessionToken);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),

  /** The logged-in user, or null: the web app asks this on every page load. */
  me: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    return { user: session ? await currentUser(ctx.deps, session) : null };
  }),

  /** The same, for callers that require a session. */
  requireMe: authedProcedure.query(async ({ ctx }) => ({ user: await currentUser(ctx.deps, ctx.session) })),
});
