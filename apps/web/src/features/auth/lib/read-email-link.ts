import { useSearchParams } from 'react-router';

/** The token and email from an emailed link (?token=...&email=...), or null when either is missing. */
export function useEmailLink(): { token: string; email: string } | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const email = params.get('email')?.trim();
  return token && email ? { token, email } : null;
}
