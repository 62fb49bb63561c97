import { useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';

type UnsubscribeResult = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; error: unknown };

/**
 * Unsubscribing is safe to repeat, but React may mount the page twice (StrictMode in development, or a
 * remount), and one visit should make one call: calls are shared per token, not per mount. A retry after
 * a failure forgets the failed call first.
 */
const calls = new Map<string, Promise<{ message: string }>>();

export function useUnsubscribe(token: string | undefined): { result: UnsubscribeResult; retry: () => void } {
  const utils = trpc.useUtils();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<UnsubscribeResult>({ status: 'loading' });

  useEffect(() => {
    if (!token) return;
    let call = calls.get(token);
    if (!call) {
      call = utils.client.newsletter.unsubscribe.mutate({ token });
      calls.set(token, call);
    }
    let current = true;
    call.then(
      ({ message }) => {
        if (current) setResult({ status: 'success', message });
      },
      (error: unknown) => {
        calls.delete(token);
        if (current) setResult({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [token, utils, attempt]);

  return {
    result,
    retry: () => {
      setResult({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
