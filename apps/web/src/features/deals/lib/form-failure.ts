import { ERROR_CODES, dealFormFields } from '@sponsorly/shared';
import type { FormFailure } from '../../../components/form/form-errors';
import { readApiError } from '../../../lib/api-error';

/** A refused offer or counter-offer as the form shows it: the server's messages at the form's paths, or its message. */
export function dealFormFailure(error: unknown, fallback: string): FormFailure {
  const { message, fields } = readApiError(error);
  return Object.keys(fields).length > 0 ? { fields: dealFormFields(fields) } : { message: message ?? fallback };
}

export const SEND_FAILED = 'We couldn’t send this. Please check your connection and try again.';

/**
 * Whether a refused step means the deal moved meanwhile (409) or is no longer the reader's (404): the
 * page then loads it again and says why, instead of showing the refusal where the step was asked for.
 */
export function isDealMoved(failure: unknown): boolean {
  const { appCode, status } = readApiError(failure);
  // A balance that no longer covers the payment is a 409 too, but about the payer's money, not the
  // deal: it is shown in the payment form, beside the figures it is about.
  if (appCode === ERROR_CODES.insufficientFunds) return false;
  return appCode === ERROR_CODES.stateChanged || status === 409 || status === 404;
}

/**
 * When a refused step means the deal moved, tells the page (which loads it again and says why) and
 * answers true; otherwise answers false and the caller shows the refusal where the step was asked for.
 */
export function tellIfDealMoved(failure: unknown, onStateChanged: (message: string | undefined) => void): boolean {
  if (!isDealMoved(failure)) return false;
  onStateChanged(readApiError(failure).message);
  return true;
}
