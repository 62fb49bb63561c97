import { AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import { readApiError } from '../../../lib/api-error';

/** Spec section 8, login: wrong credentials, unverified email, or whatever else the server said. */
export function loginErrorMessage(error: unknown): string {
  const { status, message, appCode } = readApiError(error);
  if (status === 401) return AUTH_MESSAGES.login.invalidCredentials;
  if (appCode === ERROR_CODES.needsVerification || message?.includes('needs_verification')) {
    return AUTH_MESSAGES.login.needsVerification;
  }
  return message ?? AUTH_MESSAGES.login.generic;
}

/** Forgot password: only a rate limit is worth explaining; anything else gets the generic message. */
export function forgotErrorMessage(error: unknown): string {
  const { status, message } = readApiError(error);
  if (status === 429 && message) return message;
  return AUTH_MESSAGES.forgot.generic;
}

export function isAlreadyVerified(error: unknown): boolean {
  const { appCode, message } = readApiError(error);
  return appCode === ERROR_CODES.alreadyVerified || Boolean(message?.toLowerCase().includes('already verified'));
}
