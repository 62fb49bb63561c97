import { readApiError } from './api-error';

/** Why the server refused a public form (contact, newsletter), sorted by where the page shows it. */
export interface PublicFormFailure<F extends string> {
  /** Messages for the form's own fields, shown under each field. */
  fields: Partial<Record<F, string>>;
  /** "Please complete the CAPTCHA verification." when the server refused the check's solution. */
  captcha: string | undefined;
  /** A sentence worth adding to the form's failure message (a rate limit says when to try again). */
  detail: string | undefined;
}

export function readPublicFormFailure<F extends string>(error: unknown, fieldNames: readonly F[]): PublicFormFailure<F> {
  const { status, message, fields } = readApiError(error);
  const named: Partial<Record<F, string>> = {};
  for (const name of fieldNames) if (fields[name]) named[name] = fields[name];
  return { fields: named, captcha: fields.token, detail: status === 429 ? message : undefined };
}
