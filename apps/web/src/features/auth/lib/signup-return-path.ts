import { AUTH_DURATIONS } from '@sponsorly/shared';
import { safeReturnPath } from '../../../lib/return-path';

/**
 * Where a new account goes once its email is verified, when signup was reached from one of our pages
 * (`/signup/brand?next=/c/maya`: "Sign up to work with Maya"). The emailed link opens in another tab, so
 * the page is remembered in this browser's local storage, for this email, as long as the link is valid;
 * verifying (or the first login) in this browser takes it and forgets it. Another browser knows nothing
 * of it and goes to the dashboard, as before. Only a path of this site is kept or followed (safeReturnPath).
 */
const KEY = 'sponsorly:signup-return';

interface Remembered {
  email: string;
  path: string;
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a private window's policy): nothing is remembered, the account lands on the dashboard.
    return null;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Remembers `next` for the account just signed up; an unsafe or missing `next` forgets any earlier one. */
export function rememberSignupReturn(email: string, next: string | null, now = Date.now(), store = browserStore()): void {
  if (!store) return;
  const path = safeReturnPath(next);
  if (!path) {
    store.removeItem(KEY);
    return;
  }
  store.setItem(KEY, JSON.stringify({ email, path, at: now } satisfies Remembered));
}

/** The page remembered for this email while the verification link is valid, else null; kept until forgotten. */
export function signupReturnFor(email: string, now = Date.now(), store = browserStore()): string | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  let remembered: Partial<Remembered>;
  try {
    remembered = JSON.parse(raw) as Partial<Remembered>;
  } catch {
    return null;
  }
  if (typeof remembered.email !== 'string' || !sameEmail(remembered.email, email)) return null;
  if (typeof remembered.at !== 'number' || now < remembered.at || now - remembered.at > AUTH_DURATIONS.verificationTokenTtl)
    return null;
  return safeReturnPath(remembered.path);
}

/** Forgets the remembered page once the account has been taken there (or has logged in). */
export function forgetSignupReturn(store = browserStore()): void {
  store?.removeItem(KEY);
}

/** The remembered page for this email, forgotten as it is taken: for the first login. */
export function takeSignupReturn(email: string, now = Date.now(), store = browserStore()): string | null {
  const path = signupReturnFor(email, now, store);
  forgetSignupReturn(store);
  return path;
}
