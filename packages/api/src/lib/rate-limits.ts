import { AUTH_RATE_LIMITS, PUBLIC_FORM_RATE_LIMITS, USAGE_LIMITS, USAGE_WINDOWS, type UsageLimits } from '@sponsorly/shared';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './app-error';

export interface RateLimiters {
  failedLoginPerAccount: RateLimiterAbstract;
  failedLoginPerAccountIp: RateLimiterAbstract;
  failedLoginPerIp: RateLimiterAbstract;
  signupPerIp: RateLimiterAbstract;
  resetRequestPerEmail: RateLimiterAbstract;
  resetRequestPerIp: RateLimiterAbstract;
  signupEmailPerAddress: RateLimiterAbstract;
  contactPerIp: RateLimiterAbstract;
  newsletterPerIp: RateLimiterAbstract;
  /**
   * A brand's first contacts with creators (offers, invitations, first messages), one daily budget
   * (lib/first-contact.ts); its points are the full budget, a new brand is stopped at `budgets.firstContactsNewBrand`.
   */
  firstContacts: RateLimiterAbstract;
  messagesPerMinute: RateLimiterAbstract;
  messagesPerDay: RateLimiterAbstract;
  applicationsPerCreator: RateLimiterAbstract;
  offersPerUser: RateLimiterAbstract;
  /** The usage limits in force (settings over USAGE_LIMITS), the counted ones multiplied by the factor. */
  usage: UsageLimits;
}

/**
 * The rate limiters live in the service layer so that tRPC and REST share one count. With Redis the
 * counters are shared by every server instance; without, each process counts on its own.
 */
export function createRateLimiters(options: {
  factor: number;
  redis?: Redis | undefined;
  prefix?: string | undefined;
  /** Settings that change USAGE_LIMITS (the server's LIMIT_* variables). */
  usage?: Partial<UsageLimits> | undefined;
}): RateLimiters {
  const scaled = (points: number) => Math.max(1, Math.round(points * options.factor));
  const given = { ...USAGE_LIMITS, ...options.usage };
  const usage: UsageLimits = {
    ...given,
    firstContactsPerDay: scaled(given.firstContactsPerDay),
    firstContactsPerDayNewBrand: scaled(given.firstContactsPerDayNewBrand),
    messagesPerMinute: scaled(given.messagesPerMinute),
    messagesPerDay: scaled(given.messagesPerDay),
    applicationsPerDay: scaled(given.applicationsPerDay),
    offersPerDay: scaled(given.offersPerDay),
  };
  const make = (name: string, rule: { points: number; durationSeconds: number }, factor = options.factor) => {
    const config = {
      keyPrefix: `${options.prefix ?? 'rl'}:${name}`,
      points: Math.max(1, Math.round(rule.points * factor)),
      duration: rule.durationSeconds,
    };
    // If Redis goes away, each instance keeps counting in memory rather than failing every login.
    return options.redis
      ? new RateLimiterRedis({
          ...config,
          storeClient: options.redis,
          useRedisPackage: false,
          insuranceLimiter: new RateLimiterMemory(config),
        })
      : new RateLimiterMemory(config);
  };
  return {
    failedLoginPerAccount: make('login-account', AUTH_RATE_LIMITS.failedLoginPerAccount),
    failedLoginPerAccountIp: make('login-account-ip', AUTH_RATE_LIMITS.failedLoginPerAccountIp),
    failedLoginPerIp: make('login-ip', AUTH_RATE_LIMITS.failedLoginPerIp),
    signupPerIp: make('signup-ip', AUTH_RATE_LIMITS.signupPerIp),
    resetRequestPerEmail: make('reset-email', AUTH_RATE_LIMITS.resetRequestPerEmail),
    resetRequestPerIp: make('reset-ip', AUTH_RATE_LIMITS.resetRequestPerIp),
    signupEmailPerAddress: make('signup-email', AUTH_RATE_LIMITS.signupEmailPerAddress),
    contactPerIp: make('contact-ip', PUBLIC_FORM_RATE_LIMITS.contactPerIp),
    newsletterPerIp: make('newsletter-ip', PUBLIC_FORM_RATE_LIMITS.newsletterPerIp),
    // The usage limits are scaled above already.
    firstContacts: make('first-contacts', { points: usage.firstContactsPerDay, durationSeconds: USAGE_WINDOWS.day }, 1),
    messagesPerMinute: make('messages-minute', { points: usage.messagesPerMinute, durationSeconds: USAGE_WINDOWS.minute }, 1),
    messagesPerDay: make('messages-day', { points: usage.messagesPerDay, durationSeconds: USAGE_WINDOWS.day }, 1),
    applicationsPerCreator: make('applications', { points: usage.applicationsPerDay, durationSeconds: USAGE_WINDOWS.day }, 1),
    offersPerUser: make('offers', { points: usage.offersPerDay, durationSeconds: USAGE_WINDOWS.day }, 1),
    usage,
  };
}

/** Takes one point if one is left; says whether it could. Never throws for an exhausted key. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  return (await secondsToWait(limiter, key)) === 0;
}

/** Takes one point; 0 when one was left, otherwise how many seconds until the key has points again. */
export async function secondsToWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

/** Gives back a point taken for an action that then failed for another reason; a lost refund only costs the user a point. */
export async function refund(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.reward(key, 1).catch(() => undefined);
}

/** Takes one point; when none is left, refuses with 429 and how long to wait. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const wait = await secondsToWait(limiter, key);
  if (wait > 0) throw rateLimited(wait);
}
