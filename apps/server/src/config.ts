import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONNECTED_PLATFORMS,
  DEAL_LIMITS,
  PAYMENT_PROVIDERS,
  REALTIME_TIMINGS,
  REVIEW_DURATIONS,
  SITE_SOCIAL_NETWORKS,
  USAGE_LIMITS,
  type UsageLimits,
} from '@sponsorly/shared';
import { isPostgresUrl } from '@sponsorly/db';
import { z } from 'zod';
import type { ConnectedPlatform, PlatformClient, PlatformClients } from '@sponsorly/shared';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/**
 * How many proxies in front of the app may be believed about the client address. Fastify then takes the
 * address that many hops from the right of X-Forwarded-For; the leftmost entries, which a client can
 * write itself, are never used. `true`/`on` means one proxy.
 */
const trustedProxyHops = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim().toLowerCase())
  .pipe(z.string().regex(/^(|0|off|false|no|on|true|yes|[1-9]\d?)$/, 'must be off, on, or a number of proxy hops (1-99)'))
  .transform((v) => (['', '0', 'off', 'false', 'no'].includes(v) ? 0 : ['on', 'true', 'yes'].includes(v) ? 1 : Number(v)));

const FEE_RULE = `must be a whole number from 0 to ${DEAL_LIMITS.platformFeePercentMax}`;
/** The fee a brand pays on a deal, a whole percent; unset or blank is the default (10). Never a float. */
const platformFeePercent = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().regex(/^\d{0,2}$/, FEE_RULE))
  .transform((v) => (v === '' ? DEAL_LIMITS.defaultPlatformFeePercent : Number(v)))
  .pipe(z.number().max(DEAL_LIMITS.platformFeePercentMax, FEE_RULE));

const CLEARING_RULE = `must be a whole number of days from 0 to ${REVIEW_DURATIONS.clearingDaysMax}`;

/**
 * An account of Sponsorly's own on a social network: an https address, or unset (blank) to leave the
 * link out of every page. Anything else stops the server: a typo would otherwise send visitors nowhere.
 */
const socialAccountUrl = optionalString.pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

/** A duration in whole milliseconds within bounds; unset is the default. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int(`must be a whole number of milliseconds from ${min} to ${max}`)
    .min(min, `must be a whole number of milliseconds from ${min} to ${max}`)
    .max(max, `must be a whole number of milliseconds from ${min} to ${max}`)
    .default(fallback);

/** A usage limit (docs/limits.md): a whole number of at least 1; unset is USAGE_LIMITS' default. */
const usageLimit = (fallback: number) =>
  z.coerce.number().int('must be a whole number of at least 1').min(1, 'must be a whole number of at least 1').default(fallback);

/** The LIMIT_* settings and the usage limit each sets. */
const USAGE_LIMIT_SETTINGS = {
  LIMIT_FIRST_CONTACTS_PER_DAY: 'firstContactsPerDay',
  LIMIT_FIRST_CONTACTS_PER_DAY_NEW_BRAND: 'firstContactsPerDayNewBrand',
  LIMIT_NEW_BRAND_DAYS: 'newBrandDays',
  LIMIT_MESSAGES_PER_MINUTE: 'messagesPerMinute',
  LIMIT_MESSAGES_PER_DAY: 'messagesPerDay',
  LIMIT_APPLICATIONS_PER_DAY: 'applicationsPerDay',
  LIMIT_OFFERS_PER_DAY: 'offersPerDay',
  LIMIT_FILES_PER_ROUND: 'filesPerRound',
  LIMIT_DEAL_FILES_BYTES: 'dealFilesBytes',
  LIMIT_STREAMS_PER_USER: 'streamsPerUser',
  LIMIT_STREAMS_PER_IP: 'streamsPerIp',
} as const satisfies Record<string, keyof UsageLimits>;

const usageLimitsSchema = Object.fromEntries(
  Object.entries(USAGE_LIMIT_SETTINGS).map(([name, key]) => [name, usageLimit(USAGE_LIMITS[key])]),
) as Record<keyof typeof USAGE_LIMIT_SETTINGS, ReturnType<typeof usageLimit>>;
const httpUrl = (fallback: string) =>
  optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()).transform((v) => v ?? fallback);

/**
 * One platform's OAuth client and where its authorization page, token endpoint and API are: the
 * platform's own by default, a local fake in tests (docs/connected-channels.md).
 */
function platformSettings<P extends 'YOUTUBE' | 'INSTAGRAM' | 'TIKTOK'>(
  prefix: P,
  defaults: { auth: string; token: string; api: string },
) {
  return {
    [`${prefix}_CLIENT_ID`]: optionalString,
    [`${prefix}_CLIENT_SECRET`]: optionalString,
    [`${prefix}_AUTH_URL`]: httpUrl(defaults.auth),
    [`${prefix}_TOKEN_URL`]: httpUrl(defaults.token),
    [`${prefix}_API_URL`]: httpUrl(defaults.api),
  } as Record<`${P}_CLIENT_ID` | `${P}_CLIENT_SECRET`, typeof optionalString> &
    Record<`${P}_AUTH_URL` | `${P}_TOKEN_URL` | `${P}_API_URL`, ReturnType<typeof httpUrl>>;
}

/** Every setting the process reads, validated once at start. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || v === 'memory://' || isPostgresUrl(v),
    'must be memory:// or a postgres:// URL',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MAILGUN_API_KEY: optionalString,
  MAILGUN_DOMAIN: optionalString,
  MAILGUN_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('Sponsorly <no-reply@sponsorly.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  TRUST_PROXY: trustedProxyHops,
  CONTACT_EMAIL: z.string().default('hello@sponsorly.example'),
  CONTACT_PHONE: z.string().default('+1 (555) 010-2022'),
  CONTACT_ADDRESS: z.string().default('100 Market Street, Suite 300, San Francisco, CA 94105'),
  SOCIAL_INSTAGRAM_URL: socialAccountUrl,
  SOCIAL_YOUTUBE_URL: socialAccountUrl,
  SOCIAL_TIKTOK_URL: socialAccountUrl,
  SOCIAL_X_URL: socialAccountUrl,
  SOCIAL_LINKEDIN_URL: socialAccountUrl,
  COMPANY_NAME: z.string().trim().min(1, 'must not be blank').default('Sponsorly Inc.'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'hcaptcha', 'recaptcha']).default('altcha'),
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_VERIFY_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PLATFORM_FEE_PERCENT: platformFeePercent,
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a webhook signing secret (whsec_...)')
      .optional(),
  ),
  CLEARING_DAYS: z.coerce
    .number()
    .int(CLEARING_RULE)
    .min(0, CLEARING_RULE)
    .max(REVIEW_DURATIONS.clearingDaysMax, CLEARING_RULE)
    .default(REVIEW_DURATIONS.defaultClearingDays),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  OUTBOX_CLAIM_LEASE_MS: milliseconds(1_000, 600_000, 30_000),
  REALTIME_PING_MS: milliseconds(100, 60_000, REALTIME_TIMINGS.pingMs),
  DRAIN_DELAY_MS: milliseconds(0, 120_000, 5_000),
  METRICS_TOKEN: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...usageLimitsSchema,
  ...platformSettings('YOUTUBE', {
    auth: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    api: 'https://www.googleapis.com',
  }),
  ...platformSettings('INSTAGRAM', {
    auth: 'https://www.instagram.com/oauth/authorize',
    token: 'https://api.instagram.com/oauth/access_token',
    api: 'https://graph.instagram.com',
  }),
  ...platformSettings('TIKTOK', {
    auth: 'https://www.tiktok.com/v2/auth/authorize/',
    token: 'https://open.tiktokapis.com/v2/oauth/token/',
    api: 'https://open.tiktokapis.com',
  }),
  PLATFORM_TIMEOUT_MS: milliseconds(100, 60_000, 10_000),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SECRET) {
    throw new ConfigError('Invalid configuration:\n  SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_URL: required when NODE_ENV=production (links in emails are built from it)',
    );
  }
  // In production the console transport would write every verification and reset link into the logs.
  if (e.NODE_ENV === 'production' && !e.MAILGUN_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  MAILGUN_API_KEY and MAILGUN_DOMAIN: required when NODE_ENV=production');
  }
  if (e.CAPTCHA_PROVIDER !== 'altcha' && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET)) {
    throw new ConfigError(
      `Invalid configuration:\n  CAPTCHA_SITE_KEY and CAPTCHA_SECRET: required when CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER}`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (Boolean(e.MAILGUN_API_KEY) !== Boolean(e.MAILGUN_DOMAIN)) {
    throw new ConfigError('Invalid configuration:\n  MAILGUN_API_KEY and MAILGUN_DOMAIN: set both or neither');
  }
  for (const platform of CONNECTED_PLATFORMS) {
    const prefix = platform.toUpperCase() as Uppercase<ConnectedPlatform>;
    if (Boolean(e[`${prefix}_CLIENT_ID`]) !== Boolean(e[`${prefix}_CLIENT_SECRET`])) {
      throw new ConfigError(`Invalid configuration:\n  ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both or neither`);
    }
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    secret:
      e.SECRET ?? (embedded && e.DATABASE_URL !== 'memory://' ? persistedSecret(e.DATA_DIR) : randomBytes(32).toString('hex')),
    mailgun:
      e.MAILGUN_API_KEY && e.MAILGUN_DOMAIN
        ? { apiKey: e.MAILGUN_API_KEY, domain: e.MAILGUN_DOMAIN, url: e.MAILGUN_URL }
        : undefined,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    /** How much one account may do (docs/limits.md); the counted ones are also multiplied by RATE_LIMIT_FACTOR. */
    usageLimits: Object.fromEntries(
      Object.entries(USAGE_LIMIT_SETTINGS).map(([name, key]) => [key, e[name as keyof typeof USAGE_LIMIT_SETTINGS]]),
    ) as UsageLimits,
    redisUrl: e.REDIS_URL,
    /** 0 = the socket address; n = believe n proxies in front. */
    trustProxy: e.TRUST_PROXY,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE, address: e.CONTACT_ADDRESS },
    /** Sponsorly's social accounts that are set, in the order the pages show them (docs/landing-and-legal-pages.md). */
    socialLinks: SITE_SOCIAL_NETWORKS.flatMap((network) => {
      const url = e[`SOCIAL_${network.toUpperCase() as Uppercase<typeof network>}_URL`];
      return url ? [{ network, url }] : [];
    }),
    /** The legal name on receipts and statements, above CONTACT_ADDRESS (docs/payments.md). */
    companyName: e.COMPANY_NAME,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY,
      secret: e.CAPTCHA_SECRET,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
    },
    logLevel: e.LOG_LEVEL,
    /** How long a claimed outbox message stays reserved for its instance (packages/api/src/outbox). */
    outboxClaimLeaseMs: e.OUTBOX_CLAIM_LEASE_MS,
    /** How often an idle event stream is pinged (packages/api/src/realtime). */
    realtimePingMs: e.REALTIME_PING_MS,
    /** How long a stopping server keeps serving after /api/ready turns 503, so proxies stop sending it traffic. */
    drainDelayMs: e.DRAIN_DELAY_MS,
    /** Lets a scraper from elsewhere than loopback read /metrics, as a bearer token. */
    metricsToken: e.METRICS_TOKEN,
    /** What a brand pays on top of a deal's price, a whole percent (docs/deals.md). */
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    /** Where money comes from and goes to; the sandbox moves test money only (docs/payments.md). */
    paymentProvider: e.PAYMENT_PROVIDER,
    /** Days released money clears before it can be withdrawn (docs/payments.md). */
    clearingDays: e.CLEARING_DAYS,
    /** Stripe Connect when its keys are set (docs/payments.md); needed by PAYMENT_PROVIDER=stripe. */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    /** The platforms creators can connect: those whose OAuth client is set (docs/connected-channels.md). */
    platforms: Object.fromEntries(
      CONNECTED_PLATFORMS.flatMap((platform) => {
        const prefix = platform.toUpperCase() as Uppercase<ConnectedPlatform>;
        const clientId = e[`${prefix}_CLIENT_ID`];
        const clientSecret = e[`${prefix}_CLIENT_SECRET`];
        if (!clientId || !clientSecret) return [];
        const client: PlatformClient = {
          clientId,
          clientSecret,
          authUrl: e[`${prefix}_AUTH_URL`],
          tokenUrl: e[`${prefix}_TOKEN_URL`],
          apiUrl: e[`${prefix}_API_URL`].replace(/\/+$/, ''),
        };
        return [[platform, client]];
      }),
    ) as PlatformClients,
    /** How long a call to a platform may take before it counts as down. */
    platformTimeoutMs: e.PLATFORM_TIMEOUT_MS,
    /** S3-compatible storage for uploaded drafts when S3_BUCKET is set; else the local folder below. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          ...(e.S3_FORCE_PATH_STYLE !== undefined ? { forcePathStyle: e.S3_FORCE_PATH_STYLE } : {}),
        }
      : undefined,
    /** Uploaded drafts: DATA_DIR/files (a temporary folder with the in-memory database). */
    filesDir: e.DATABASE_URL === 'memory://' ? join(tmpdir(), `sponsorly-files-${process.pid}`) : join(e.DATA_DIR, 'files'),
  };
}

/** In development the secret is generated once and kept beside the data, so restarts keep it. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, '.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
