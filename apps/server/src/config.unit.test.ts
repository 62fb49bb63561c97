import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/sponsorly-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      rateLimitFactor: 1,
      trustProxy: 0,
      outboxClaimLeaseMs: 30_000,
      realtimePingMs: 10_000,
    });
    expect(config.mailgun).toBeUndefined();
    expect(config.secret).toHaveLength(64);
    // The generated secret is kept, so a restart keeps it.
    expect(loadConfig({ DATA_DIR: '/tmp/sponsorly-config-test' }).secret).toBe(config.secret);
  });

  it('offers a platform only with its client, at the platform’s own addresses unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).platforms).toEqual({});
    const config = loadConfig({
      DATABASE_URL: 'memory://',
      YOUTUBE_CLIENT_ID: 'yt-id',
      YOUTUBE_CLIENT_SECRET: 'yt-secret',
      TIKTOK_CLIENT_ID: 'tt-key',
      TIKTOK_CLIENT_SECRET: 'tt-secret',
      TIKTOK_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.platforms).toEqual({
      youtube: {
        clientId: 'yt-id',
        clientSecret: 'yt-secret',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        apiUrl: 'https://www.googleapis.com',
      },
      tiktok: {
        clientId: 'tt-key',
        clientSecret: 'tt-secret',
        authUrl: 'https://www.tiktok.com/v2/auth/authorize/',
        tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
        apiUrl: 'http://127.0.0.1:9999',
      },
    });
    expect(config.platformTimeoutMs).toBe(10_000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ YOUTUBE_CLIENT_ID: 'id-only' }, 'YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET'],
    [{ TIKTOK_API_URL: 'not a url' }, 'TIKTOK_API_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ RATE_LIMIT_FACTOR: '-1' }, 'RATE_LIMIT_FACTOR'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'memory://' }, 'SECRET'],
    [{ NODE_ENV: 'production', SECRET: 'x'.repeat(32), MAILGUN_API_KEY: 'k', MAILGUN_DOMAIN: 'd' }, 'APP_URL'],
    [{ NODE_ENV: 'production', SECRET: 'x'.repeat(32), APP_URL: 'https://sponsorly.example' }, 'MAILGUN_API_KEY'],
    [{ MAILGUN_API_KEY: 'key' }, 'MAILGUN_API_KEY'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ OUTBOX_CLAIM_LEASE_MS: '500' }, 'OUTBOX_CLAIM_LEASE_MS'],
    [{ OUTBOX_CLAIM_LEASE_MS: '2.5s' }, 'OUTBOX_CLAIM_LEASE_MS'],
    [{ REALTIME_PING_MS: '90000' }, 'REALTIME_PING_MS'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_API_URL: 'api.stripe.com' }, 'STRIPE_API_URL'],
    [{ CLEARING_DAYS: '31' }, 'CLEARING_DAYS'],
    [{ CLEARING_DAYS: '1.5' }, 'CLEARING_DAYS'],
    [{ CLEARING_DAYS: 'soon' }, 'CLEARING_DAYS'],
    [{ SOCIAL_INSTAGRAM_URL: 'http://instagram.com/sponsorly' }, 'SOCIAL_INSTAGRAM_URL'],
    [{ SOCIAL_YOUTUBE_URL: 'youtube.com/@sponsorly' }, 'SOCIAL_YOUTUBE_URL'],
    [{ SOCIAL_TIKTOK_URL: 'javascript:alert(1)' }, 'SOCIAL_TIKTOK_URL'],
    [{ SOCIAL_X_URL: '#' }, 'SOCIAL_X_URL'],
    [{ SOCIAL_LINKEDIN_URL: 'https://' }, 'SOCIAL_LINKEDIN_URL'],
  ])('stops on a bad value and names the variable (%o)', (env, name) => {
    expect(() => loadConfig({ DATABASE_URL: 'memory://', ...env })).toThrow(name);
  });

  it('reads the lists and switches', () => {
    const config = loadConfig({
      DATABASE_URL: 'memory://',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      TRUST_PROXY: '1',
      APP_URL: 'https://sponsorly.example/',
      MAILGUN_API_KEY: 'key-1',
      MAILGUN_DOMAIN: 'mg.example',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'memory://', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATABASE_URL: 'memory://', TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    expect(config.appUrl).toBe('https://sponsorly.example');
    expect(config.secureCookies).toBe(true);
    expect(config.mailgun).toEqual({ apiKey: 'key-1', domain: 'mg.example', url: undefined });
    const quick = loadConfig({ DATABASE_URL: 'memory://', OUTBOX_CLAIM_LEASE_MS: '2000', REALTIME_PING_MS: '300' });
    expect([quick.outboxClaimLeaseMs, quick.realtimePingMs]).toEqual([2000, 300]);
  });

  it("lists the social accounts that are set, as https addresses in the pages' order, and none by default", () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).socialLinks).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: 'memory://',
      SOCIAL_LINKEDIN_URL: ' https://www.linkedin.com/company/sponsorly ',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/sponsorly',
      SOCIAL_YOUTUBE_URL: '',
      SOCIAL_X_URL: '   ',
    });
    expect(config.socialLinks).toEqual([
      { network: 'instagram', url: 'https://instagram.com/sponsorly' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/sponsorly' },
    ]);
  });

  it('says what a social account must be', () => {
    expect(() => loadConfig({ DATABASE_URL: 'memory://', SOCIAL_X_URL: 'http://x.com/sponsorly' })).toThrow(
      'SOCIAL_X_URL: must be an https:// URL',
    );
  });
});
