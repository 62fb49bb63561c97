import { CAPTCHA_PROVIDERS } from '@sponsorly/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  HOSTED_PROVIDERS,
  readHostedCaptchaApi,
  whenHostedCaptchaReady,
  type HostedCaptchaApi,
  type HostedProvider,
} from './hosted-providers';

const EXPECTED: Record<HostedProvider, { host: string; globalName: string }> = {
  turnstile: { host: 'challenges.cloudflare.com', globalName: 'turnstile' },
  hcaptcha: { host: 'js.hcaptcha.com', globalName: 'hcaptcha' },
  recaptcha: { host: 'www.google.com', globalName: 'grecaptcha' },
};

const fakeApi = (overrides: Partial<HostedCaptchaApi> = {}): HostedCaptchaApi => ({
  render: () => 'widget-1',
  reset: () => {},
  ...overrides,
});

describe('HOSTED_PROVIDERS', () => {
  it('covers every provider the server accepts except ALTCHA', () => {
    expect(Object.keys(HOSTED_PROVIDERS).sort()).toEqual(CAPTCHA_PROVIDERS.filter((provider) => provider !== 'altcha').sort());
  });

  it.each(Object.entries(EXPECTED))('%s loads over https from its own host, rendering explicitly', (provider, expected) => {
    const spec = HOSTED_PROVIDERS[provider as HostedProvider];
    const url = new URL(spec.scriptUrl);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe(expected.host);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(spec.globalName).toBe(expected.globalName);
  });
});

describe('readHostedCaptchaApi', () => {
  it("finds the provider's global, and nothing before its script has run", () => {
    const grecaptcha = fakeApi();
    expect(readHostedCaptchaApi('recaptcha', { grecaptcha })).toBe(grecaptcha);
    expect(readHostedCaptchaApi('turnstile', { grecaptcha })).toBeUndefined();
  });
});

describe('whenHostedCaptchaReady', () => {
  it("waits for reCAPTCHA's ready() before rendering", () => {
    let callReady: (() => void) | undefined;
    const render = vi.fn();
    whenHostedCaptchaReady('recaptcha', fakeApi({ ready: (callback) => (callReady = callback) }), render);
    expect(render).not.toHaveBeenCalled();
    callReady?.();
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders Turnstile and hCaptcha at once, without their ready()', () => {
    for (const provider of ['turnstile', 'hcaptcha'] as const) {
      const ready = vi.fn();
      const render = vi.fn();
      whenHostedCaptchaReady(provider, fakeApi({ ready }), render);
      expect(render).toHaveBeenCalledOnce();
      expect(ready).not.toHaveBeenCalled();
    }
  });
});
