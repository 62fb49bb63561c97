import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The token and email from an emailed link (?token=...&email=...), or null when either is missing. The
 * object is the same across renders while the link is: the verification page confirms in an effect that
 * depends on it, and a new object at each render would confirm (and refresh the session) in a loop.
 */
export function useEmailLink(): { token: string; email: string } | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const email = params.get('email')?.trim();
  return useMemo(() => (token && email ? { token, email } : null), [token, email]);
}
