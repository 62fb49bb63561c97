import type { PublicUser } from '@sponsorly/shared';
import { useCallback, useEffect, useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { useSessionStarted } from '../../../lib/session';

type EmailLink = { token: string; email: string };

export type VerifyState =
  | { status: 'checking' }
  /** Not the browser that signed up: nothing happens until the visitor chooses. */
  | { status: 'ask'; busy: 'confirm' | 'cancel' | null }
  /** The browser that signed up: confirming by itself. */
  | { status: 'confirming' }
  | { status: 'logged-in'; user: PublicUser }
  /** Confirmed elsewhere than where the signup happened: the visitor logs in next. */
  | { status: 'confirmed' }
  | { status: 'cancelled'; message: string }
  | { status: 'error'; error: unknown };

type Action = { kind: 'confirm' | 'cancel'; result?: unknown; error?: unknown };

/**
 * A verification link works once: a second call answers "already verified". React may mount the page
 * twice (StrictMode in development, or a remount), so calls are shared per link, not per mount.
 */
const calls = new Map<string, Promise<unknown>>();
function once(kind: Action['kind'], link: EmailLink, call: () => Promise<unknown>) {
  const key = `${kind}\n${link.email}\n${link.token}`;
  let promise = calls.get(key);
  if (!promise) {
    promise = call();
    calls.set(key, promise);
  }
  return promise;
}

/**
 * The verification page's steps. Loading the page only asks whether this browser holds the signup
 * binding for the link (a question that changes nothing); the browser that signed up then confirms by
 * itself and is logged in. Anywhere else (another device, a mail scanner running the page's scripts)
 * nothing happens until the visitor confirms (with the signup's password, or a new one) or clicks "This wasn't me".
 */
export function useVerifyEmail(link: EmailLink | null) {
  const utils = trpc.useUtils();
  const sessionStarted = useSessionStarted();
  const check = trpc.auth.checkVerifyLink.useQuery(link ?? { token: '', email: '' }, {
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [action, setAction] = useState<Action | null>(null);

  const start = useCallback(
    (kind: Action['kind']) => {
      if (!link) return;
      const call = once(kind, link, () =>
        kind === 'confirm' ? utils.client.auth.verifyEmail.mutate(link) : utils.client.auth.cancelSignup.mutate(link),
      );
      call.then(
        (result) => {
          const confirmed = result as { loggedIn: boolean; user: PublicUser | null };
          if (kind === 'confirm' && confirmed.loggedIn && confirmed.user) sessionStarted(confirmed.user);
          setAction({ kind, result });
        },
        (error: unknown) => setAction({ kind, error }),
      );
    },
    [link, utils, sessionStarted],
  );

  const signedUpHere = check.data?.signedUpHere === true;
  useEffect(() => {
    if (signedUpHere) start('confirm');
  }, [signedUpHere, start]);

  const choose = (kind: Action['kind']) => {
    setAction({ kind });
    start(kind);
  };
  /**
   * Confirms from a browser that did not sign up, with the signup's password or a new one. A refusal
   * of what was typed (a wrong password, a weak new one) is thrown for the form to show under its field;
   * the link stays usable.
   */
  const confirmWith = async (proof: { password: string } | { new_password: string }) => {
    if (!link) return;
    try {
      const result = await utils.client.auth.verifyEmail.mutate({ ...link, ...proof });
      if (result.loggedIn && result.user) sessionStarted(result.user);
      setAction({ kind: 'confirm', result });
    } catch (error) {
      const { status } = readApiError(error);
      if (status === 400 || status === 401 || status === 429) throw error;
      setAction({ kind: 'confirm', error });
    }
  };
  return {
    state: stateOf(check, action, signedUpHere),
    confirm: () => choose('confirm'),
    confirmWith,
    cancel: () => choose('cancel'),
  };
}

function stateOf(check: { isPending: boolean; error: unknown }, action: Action | null, signedUpHere: boolean): VerifyState {
  if (action?.error !== undefined) return { status: 'error', error: action.error };
  if (action?.result !== undefined) {
    if (action.kind === 'cancel') return { status: 'cancelled', message: (action.result as { message: string }).message };
    const { loggedIn, user } = action.result as { loggedIn: boolean; user: PublicUser | null };
    return loggedIn && user ? { status: 'logged-in', user } : { status: 'confirmed' };
  }
  if (check.error) return { status: 'error', error: check.error };
  if (check.isPending) return { status: 'checking' };
  if (signedUpHere) return { status: 'confirming' };
  return { status: 'ask', busy: action?.kind ?? null };
}
