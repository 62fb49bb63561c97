import { AUTH_DURATIONS } from '@sponsorly/shared';
import { createRandomToken, hashToken } from '../lib/tokens';

/**
 * The signup binding ties a verification link to the browser that signed up: a random value in a
 * short-lived httpOnly cookie, its hash stored with the link. That browser is logged in by the link at
 * once; anywhere else (another device, a mail scanner that runs the page's scripts) the link only
 * confirms the address after a click, and the person then logs in with their password. So a stranger
 * who signs up with someone else's address never gets a session from the owner's click.
 */
export function createSignupBinding(): { value: string; hash: string } {
  const value = createRandomToken();
  return { value, hash: hashToken(value) };
}

/** Whether the request's binding is the one stored with this link, and still young enough. */
export function holdsSignupBinding(
  link: { binding_hash: string | null; created_at: Date },
  binding: string | undefined,
  now: Date,
): boolean {
  if (!binding || !link.binding_hash) return false;
  const young = now.getTime() - new Date(link.created_at).getTime() < AUTH_DURATIONS.signupBindingTtl;
  return young && hashToken(binding) === link.binding_hash;
}
