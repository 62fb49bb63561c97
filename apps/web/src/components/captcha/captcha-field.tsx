import { lazy, Suspense, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { trpc } from '../../lib/trpc';
import { FieldError } from '../ui/field-parts';
import { Spinner } from '../ui/spinner';
import type { CaptchaHandle } from './captcha-handle';
import { HostedCaptchaWidget } from './hosted-captcha-widget';
import './captcha-field.css';

export type { CaptchaHandle } from './captcha-handle';

// The widget and its worker load when a form first needs them, not with every page.
const AltchaWidget = lazy(() => import('./altcha-widget'));

interface CaptchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  /** Called with the solution once the check passes, and with null whenever it no longer holds. */
  onTokenChange: (token: string | null) => void;
  /** "Please complete the CAPTCHA verification." and the like, shown under the widget. */
  error?: string | undefined;
}

/**
 * The spam check of the public forms. The server says which provider is configured (`captcha.config`);
 * this is the one place that switches on it, so both forms treat the check the same way.
 */
export function CaptchaField({ ref, onTokenChange, error }: CaptchaFieldProps) {
  const config = trpc.captcha.config.useQuery(undefined, { staleTime: Infinity });
  const widgetRef = useRef<CaptchaHandle>(null);
  const errorId = useId();

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widgetRef.current?.reset();
        onTokenChange(null);
      },
    }),
    [onTokenChange],
  );

  let body;
  if (config.isPending) {
    body = <Spinner size="sm" label="Loading the spam check..." />;
  } else if (!config.data) {
    body = <p className="captcha-field__problem">The spam check could not be loaded. Please refresh the page and try again.</p>;
  } else if (config.data.provider === 'altcha') {
    body = (
      <Suspense fallback={<Spinner size="sm" label="Loading the spam check..." />}>
        <AltchaWidget
          ref={widgetRef}
          challengeUrl={config.data.challengeUrl ?? '/api/captcha/challenge'}
          onTokenChange={onTokenChange}
        />
      </Suspense>
    );
  } else if (config.data.siteKey) {
    const { provider, siteKey } = config.data;
    body = (
      <HostedCaptchaWidget
        key={`${provider}:${siteKey}`}
        ref={widgetRef}
        provider={provider}
        siteKey={siteKey}
        onTokenChange={onTokenChange}
      />
    );
  } else {
    // The server requires a site key for a hosted provider; without one no widget can be drawn.
    body = <p className="captcha-field__problem">The spam check could not be loaded. Please refresh the page and try again.</p>;
  }

  return (
    <div className="captcha-field">
      {body}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
