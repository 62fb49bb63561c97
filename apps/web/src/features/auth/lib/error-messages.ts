import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';
import { readApiError } from '../../../lib/api-error';

/** Spec section 8, login: wrong credentials, unverified email, or whatever else the server said. */
export function loginErrorMessage(error: unknown): string {
  const { status, message, appCode } = readApiError(error);
  if (status === 401) return MESSAGES.login.invalidCredentials;
  if (appCode === ERROR_CODES.needsVerification || message?.includes('needs_verification')) {
    return MESSAGES.login.needsVerification;
  }
  return message ?? MESSAGES.login.generic;
}

/** Forgot password: only a rate limit is worth explaining; anything else gets the generic message. */
export function forgotErrorMessage(error: unknown): string {
  const { status, message } = readApiError(error);
  if (status === 429 && message) return message;
  return MESSAGES.forgot.generic;
}

export function isAlreadyVerified(error: unknown): boolean {
  const { appCode, message } = readApiError(error);
  return appCode === ERROR_CODES.alreadyVerified || Boolean(message?.toLowerCase().includes('already verified'));
}
