import type { CaptchaProvider } from '@sponsorly/shared';
import { ShieldAlert } from 'lucide-react';

type HostedProvider = Exclude<CaptchaProvider, 'altcha'>;

const PROVIDERS: Record<HostedProvider, { name: string; host: string }> = {
  turnstile: { name: 'Cloudflare Turnstile', host: 'challenges.cloudflare.com' },
  hcaptcha: { name: 'hCaptcha', host: 'js.hcaptcha.com' },
  recaptcha: { name: 'Google reCAPTCHA', host: 'www.google.com' },
};

/**
 * Turnstile, hCaptcha and reCAPTCHA widgets are scripts served by the provider. Our content security
 * policy allows scripts from this site only (decision 0006: ALTCHA is the default so that it can stay
 * that strict), so instead of a widget that silently fails to load, the visitor is told what is going on
 * and how else to reach us. The form stays disabled: the server would refuse it without a token anyway.
 */
export function HostedCaptchaNotice({ provider }: { provider: HostedProvider }) {
  const { name, host } = PROVIDERS[provider];
  return (
    <div className="captcha-notice" role="note">
      <ShieldAlert aria-hidden="true" />
      <p>
        This form is protected by {name}, whose check loads from {host}. This site only runs scripts it serves
        itself, so the check cannot appear here and the form cannot be sent for now.
      </p>
    </div>
  );
}
