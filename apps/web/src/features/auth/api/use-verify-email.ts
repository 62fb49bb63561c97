import type { PublicUser } from '@sponsorly/shared';
import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useSessionStarted } from '../../../lib/session';

type VerifyResult = { status: 'loading' } | { status: 'success'; user: PublicUser } | { status: 'error'; error: unknown };

/**
 * A verification link works once: a second call answers "already verified". React may mount the page
 * twice (StrictMode in development, or a remount), so calls are shared per link, not per mount.
 */
const calls = new Map<string, Promise<{ user: PublicUser }>>();

export function useVerifyEmail(token: string | undefined, email: string | undefined): VerifyResult {
  const utils = trpc.useUtils();
  const sessionStarted = useSessionStarted();
  const [result, setResult] = useState<VerifyResult>({ status: 'loading' });

  useEffect(() => {
    if (!token || !email) return;
    const key = `${email}\n${token}`;
    let call = calls.get(key);
    if (!call) {
      call = utils.client.auth.verifyEmail.mutate({ token, email });
      calls.set(key, call);
    }
    let current = true;
    call.then(
      ({ user }) => {
        if (!current) return;
        sessionStarted(user);
        setResult({ status: 'success', user });
      },
      (error: unknown) => {
        if (current) setResult({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [token, email, utils, sessionStarted]);

  return result;
}
