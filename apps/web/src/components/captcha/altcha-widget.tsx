import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import type { CaptchaHandle } from './captcha-handle';

/*
 * The "external" build of the widget injects no <style> and bundles no blob: workers, both of which our
 * content security policy refuses. Its stylesheet comes in as a file, and the proof-of-work worker is
 * built by Vite into a same-origin script, which `script-src 'self'` allows. Our server issues SHA-256
 * challenges; the other SHA variants share the worker in case that setting changes.
 */
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** No "Protected by ALTCHA" footer or logo: both are links out of the site in the middle of a form, and the logo looks like a reload button. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

interface AltchaWidgetProps {
  ref?: Ref<CaptchaHandle>;
  challengeUrl: string;
  /** The solution to send with the form once solved, and null whenever it is not (reset, expired, error). */
  onTokenChange: (token: string | null) => void;
}

/** ALTCHA, the self-hosted proof of work: the visitor ticks the box and the browser does the rest. */
export default function AltchaWidget({ ref, challengeUrl, onTokenChange }: AltchaWidgetProps) {
  const elementRef = useRef<AltchaWidgetElement>(null);
  const reportToken = useEffectEvent(onTokenChange);

  useImperativeHandle(ref, () => ({ reset: () => elementRef.current?.reset() }), []);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      reportToken(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => {
      element.removeEventListener('statechange', onStateChange);
      // A widget that is gone can no longer vouch for the form.
      reportToken(null);
    };
  }, []);

  return <altcha-widget ref={elementRef} challenge={challengeUrl} auto="off" configuration={CONFIGURATION} />;
}
