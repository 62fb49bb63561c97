import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Spinner } from '../ui/spinner';
import type { CaptchaHandle } from './captcha-handle';
import {
  HOSTED_PROVIDERS,
  readHostedCaptchaApi,
  whenHostedCaptchaReady,
  type HostedCaptchaApi,
  type HostedProvider,
  type WidgetId,
} from './hosted-providers';
import { loadScriptOnce } from './load-script';

interface HostedCaptchaWidgetProps {
  ref?: Ref<CaptchaHandle>;
  provider: HostedProvider;
  siteKey: string;
  /** The provider's token once the visitor passes, and null whenever it no longer holds (reset, expired, error). */
  onTokenChange: (token: string | null) => void;
}

/**
 * Turnstile, hCaptcha or reCAPTCHA v2: the provider's script, added to the page once, draws its widget in
 * a box of ours. The server lets that provider's host through its content security policy only while the
 * provider is configured, so with ALTCHA the policy stays as strict as before. Mount it with a `key` of
 * provider and site key: a change of either is a new widget.
 */
export function HostedCaptchaWidget({ ref, provider, siteKey, onTokenChange }: HostedCaptchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<{ api: HostedCaptchaApi; id: WidgetId } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const reportToken = useEffectEvent(onTokenChange);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const widget = widgetRef.current;
        if (widget) widget.api.reset(widget.id);
      },
    }),
    [],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh element per mount: reCAPTCHA cannot remove a widget and refuses to draw twice in one element.
    const container = document.createElement('div');
    host.append(container);
    let active = true;

    function render(api: HostedCaptchaApi) {
      if (!active) return;
      try {
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (token) => reportToken(token),
          'expired-callback': () => reportToken(null),
          'error-callback': () => reportToken(null),
        });
        widgetRef.current = { api, id };
        setStatus('ready');
      } catch {
        // A malformed site key, for one, throws here rather than calling error-callback.
        setStatus('failed');
      }
    }

    loadScriptOnce(HOSTED_PROVIDERS[provider].scriptUrl).then(
      () => {
        const api = readHostedCaptchaApi(provider, window);
        if (api) whenHostedCaptchaReady(provider, api, () => render(api));
        else if (active) setStatus('failed');
      },
      () => {
        if (active) setStatus('failed');
      },
    );

    return () => {
      active = false;
      const widget = widgetRef.current;
      widgetRef.current = null;
      widget?.api.remove?.(widget.id);
      container.remove();
      // A widget that is gone can no longer vouch for the form.
      reportToken(null);
    };
  }, [provider, siteKey]);

  return (
    <div className="hosted-captcha">
      <div ref={hostRef} className="hosted-captcha__widget" />
      {status === 'loading' && <Spinner size="sm" label="Loading the spam check..." />}
      {status === 'failed' && (
        <p className="captcha-field__problem" role="alert">
          The verification widget could not load. Please try again later.
        </p>
      )}
    </div>
  );
}
