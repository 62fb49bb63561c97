import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Moves on from a success screen after a pause long enough to read it (SITE_TIMINGS.redirectDelay). */
export function useRedirectAfter(path: string, delayMs: number, enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, path, delayMs, navigate]);
}
