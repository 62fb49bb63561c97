import type { FormFailure } from '../components/form/form-errors';
import { readApiError } from './api-error';

/**
 * Why the server refused a public form (contact, newsletter): the spec's failure sentence, with a rate
 * limit's "when to try again" added, and its messages by field, the captcha's under `token`.
 */
export function publicFormFailure(error: unknown, failed: string): FormFailure {
  const { status, message, fields } = readApiError(error);
  return { message: status === 429 && message ? `${failed} ${message}` : failed, fields };
}
