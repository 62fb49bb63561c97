import { LIMITS, MESSAGES } from '@sponsorly/shared';
import { emailAddressError } from '../../../lib/email-address';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** Too long is said at once, while typing; a missing or malformed value waits until the field is left. */
const IMMEDIATE = new Set<string>([MESSAGES.contact.nameTooLong, MESSAGES.contact.emailTooLong, MESSAGES.contact.messageTooLong]);

export function isImmediateError(message: string | undefined): boolean {
  return message !== undefined && IMMEDIATE.has(message);
}

/** Spec section 5: name up to 100, a valid email up to 100, message up to 500, all required. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.contact.nameRequired;
  else if (values.name.length > LIMITS.nameMax) errors.name = MESSAGES.contact.nameTooLong;

  const email = emailAddressError(values.email);
  if (email) errors.email = email;

  if (!values.message.trim()) errors.message = MESSAGES.contact.messageRequired;
  else if (values.message.length > LIMITS.messageMax) errors.message = MESSAGES.contact.messageTooLong;
  return errors;
}

/** The captcha appears once every required field has something in it (spec section 4). */
export function isContactFilled(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field].trim() !== '');
}
