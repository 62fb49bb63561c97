import { LIMITS, MESSAGES } from '@sponsorly/shared';

/**
 * A light check of an address's shape for instant feedback (one "@", a dot in the domain, no spaces).
 * The server's schema has the last word; its message is shown the same way if it disagrees.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an email field of the public forms, or undefined when it looks right. */
export function emailAddressError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MESSAGES.contact.emailRequired;
  if (email.length > LIMITS.emailMax) return MESSAGES.contact.emailTooLong;
  if (!EMAIL_SHAPE.test(email)) return MESSAGES.contact.invalidEmail;
  return undefined;
}
