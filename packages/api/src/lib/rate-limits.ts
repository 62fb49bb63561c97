import { AUTH_RATE_LIMITS, CONVERSATION_RATE_LIMITS, PUBLIC_FORM_RATE_LIMITS } from '@sponsorly/shared';
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
  /** New conversations a brand opens from creators' pages (conversations/send-message.ts). */
  conversationStartsPerBrand: RateLimiterAbstract;
}

/**
 * The rate limiters live in the service layer so that tRPC and REST share one count. With Redis the
 * counters are shared by every server instance; without, each process counts on its own.
 */
export function createRateLimiters(options: {
  factor: number;
  redis?: Redis | undefined;
  prefix?: string | undefined;
}): RateLimiters {
  const make = (name: string, rule: { points: number; durationSeconds: number }) => {
    const config = {
      keyPrefix: `${options.prefix ?? 'rl'}:${name}`,
      points: Math.max(1, Math.round(rule.points * options.factor)),
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
    conversationStartsPerBrand: make('conversation-starts', CONVERSATION_RATE_LIMITS.startsPerBrand),
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

/** Takes one point; when none is left, refuses with 429 and how long to wait. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const wait = await secondsToWait(limiter, key);
  if (wait > 0) throw rateLimited(wait);
}
