import { dealFormFields } from '@sponsorly/shared';
import type { FormFailure } from '../../../components/form/form-errors';
import { readApiError } from '../../../lib/api-error';

/** A refused offer or counter-offer as the form shows it: the server's messages at the form's paths, or its message. */
export function dealFormFailure(error: unknown, fallback: string): FormFailure {
  const { message, fields } = readApiError(error);
  return Object.keys(fields).length > 0 ? { fields: dealFormFields(fields) } : { message: message ?? fallback };
}

export const SEND_FAILED = 'We couldn’t send this. Please check your connection and try again.';
