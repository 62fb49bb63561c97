import { RATE_LIMITS } from '@sponsorly/shared';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './app-error';

export interface RateLimiters {
  failedLoginPerAccount: RateLimiterAbstract;
  failedLoginPerIp: RateLimiterAbstract;
  signupPerIp: RateLimiterAbstract;
  resetRequestPerEmail: RateLimiterAbstract;
  signupEmailPerAddress: RateLimiterAbstract;
  contactPerIp: RateLimiterAbstract;
  newsletterPerIp: RateLimiterAbstract;
}

/** Failed logins from one address across all accounts: wider than per account, to slow spraying. */
const FAILED_LOGIN_PER_IP = { points: 100, durationSeconds: 15 * 60 };

/**
 * The rate limiters live in the service layer so that tRPC and REST share one count. With Redis the
 * counters are shared by every server instance; without, each process counts on its own.
 */
export function createRateLimiters(options: { factor: number; redis?: Redis | undefined; prefix?: string | undefined }): RateLimiters {
  const make = (name: string, rule: { points: number; durationSeconds: number }) => {
    const config = {
      keyPrefix: `${options.prefix ?? 'rl'}:${name}`,
      points: Math.max(1, Math.round(rule.points * options.factor)),
      duration: rule.durationSeconds,
    };
    // If Redis goes away, each instance keeps counting in memory rather than failing every login.
    return options.redis
      ? new RateLimiterRedis({ ...config, storeClient: options.redis, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory(config) })
      : new RateLimiterMemory(config);
  };
  return {
    failedLoginPerAccount: make('login-account', RATE_LIMITS.failedLoginPerAccount),
    failedLoginPerIp: make('login-ip', FAILED_LOGIN_PER_IP),
    signupPerIp: make('signup-ip', RATE_LIMITS.signupPerIp),
    resetRequestPerEmail: make('reset-email', RATE_LIMITS.resetRequestPerEmail),
    signupEmailPerAddress: make('signup-email', RATE_LIMITS.signupEmailPerAddress),
    contactPerIp: make('contact-ip', RATE_LIMITS.contactPerIp),
    newsletterPerIp: make('newsletter-ip', RATE_LIMITS.newsletterPerIp),
  };
}

/** Takes one point if one is left; says whether it could. Never throws for an exhausted key. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Takes one point; when none is left, refuses with 429 and how long to wait. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    throw error;
  }
}
