import { router } from '../trpc';
import { brandSignupProcedure } from './brand-signup';
import { cancelSignupProcedure } from './cancel-signup';
import { changePasswordProcedure } from './change-password';
import { checkResetTokenProcedure } from './check-reset-token';
import { checkVerifyLinkProcedure } from './check-verify-link';
import { creatorSignupProcedure } from './creator-signup';
import { forgotPasswordProcedure } from './forgot-password';
import { logOutOtherSessionsProcedure } from './log-out-other-sessions';
import { logOutSessionProcedure } from './log-out-session';
import { listSessionsProcedure } from './list-sessions';
import { loginProcedure } from './login';
import { logoutProcedure } from './logout';
import { meProcedure } from './me';
import { requireMeProcedure } from './require-me';
import { resetPasswordProcedure } from './reset-password';
import { verifyEmailProcedure } from './verify-email';

/** The account procedures: the web app calls them through tRPC, outside callers through their REST faces. */
export const authRouter = router({
  creatorSignup: creatorSignupProcedure,
  brandSignup: brandSignupProcedure,
  checkVerifyLink: checkVerifyLinkProcedure,
  verifyEmail: verifyEmailProcedure,
  cancelSignup: cancelSignupProcedure,
  login: loginProcedure,
  forgotPassword: forgotPasswordProcedure,
  checkResetToken: checkResetTokenProcedure,
  resetPassword: resetPasswordProcedure,
  logout: logoutProcedure,
  me: meProcedure,
  requireMe: requireMeProcedure,
  sessions: listSessionsProcedure,
  logOutSession: logOutSessionProcedure,
  logOutOtherSessions: logOutOtherSessionsProcedure,
  changePassword: changePasswordProcedure,
});
