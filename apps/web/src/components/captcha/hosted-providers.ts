import type { CaptchaProvider } from '@sponsorly/shared';

/** The providers whose widget is a script served from their own site. */
export type HostedProvider = Exclude<CaptchaProvider, 'altcha'>;

/** Turnstile and hCaptcha name a widget with a string, reCAPTCHA with a number; we only hand it back. */
export type WidgetId = string | number;

/** The options of explicit rendering, spelled the same by all three providers. */
export interface HostedRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** What the three scripts put on `window`, as far as the forms use it. */
export interface HostedCaptchaApi {
  render(container: HTMLElement, options: HostedRenderOptions): WidgetId;
  reset(id: WidgetId): void;
  /** Turnstile and hCaptcha only; a reCAPTCHA v2 widget goes away with the element it was drawn in. */
  remove?(id: WidgetId): void;
  /** reCAPTCHA only: api.js loads the rest of the library itself and calls back once render() works. */
  ready?(callback: () => void): void;
}

export interface HostedProviderSpec {
  /** How the provider is named to a visitor. */
  name: string;
  /** `render=explicit`: the script draws nothing by itself, the widget renders it where and when the form needs it. */
  scriptUrl: string;
  /** The global the script defines. */
  globalName: 'turnstile' | 'hcaptcha' | 'grecaptcha';
  /**
   * Whether to wait for the API's ready() after the script has loaded. Only reCAPTCHA needs it; Turnstile
   * is usable on load, and its ready() refuses to run when the script was loaded with `async`.
   */
  waitsForReady: boolean;
}

/** Everything that differs between the hosted providers; the widget itself has no per-provider branch. */
export const HOSTED_PROVIDERS: Readonly<Record<HostedProvider, HostedProviderSpec>> = {
  turnstile: {
    name: 'Cloudflare Turnstile',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    globalName: 'turnstile',
    waitsForReady: false,
  },
  hcaptcha: {
    name: 'hCaptcha',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    globalName: 'hcaptcha',
    waitsForReady: false,
  },
  recaptcha: {
    name: 'Google reCAPTCHA',
    scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    globalName: 'grecaptcha',
    waitsForReady: true,
  },
};

/** The provider's API on `scope` (the window), or undefined when its script has not defined it. */
export function readHostedCaptchaApi(provider: HostedProvider, scope: object): HostedCaptchaApi | undefined {
  const globals = scope as Partial<Record<HostedProviderSpec['globalName'], HostedCaptchaApi>>;
  return globals[HOSTED_PROVIDERS[provider].globalName];
}

/** Calls `render` once the provider's API can draw a widget. */
export function whenHostedCaptchaReady(provider: HostedProvider, api: HostedCaptchaApi, render: () => void): void {
  if (HOSTED_PROVIDERS[provider].waitsForReady && api.ready) api.ready(render);
  else render();
}
