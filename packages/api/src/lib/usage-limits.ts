import { ERROR_CODES, LIMIT_MESSAGES, USAGE_LIMITS } from '@sponsorly/shared';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error';
import type { ServiceDeps } from './deps';
import { refund } from './rate-limits';
import { isUuid } from './uuid';

/** Gives back what `takeUsage` took, when the action then failed for another reason. */
export type UsageRefund = () => Promise<void>;

const refused = (message: string, seconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, message, { retryAfterSeconds: seconds });

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Takes one point of a counted usage limit, `budget` at most in the limiter's window (the limiter's own
 * points when not given, a smaller budget for a new brand). Over it: 429 with the message `say` makes
 * from the budget and the wait, nothing taken. Taken before the action's transaction, since the count
 * may live in Redis and no outside service is called inside a transaction; the action gives the point
 * back if it fails.
 */
export async function takeUsage(
  limiter: RateLimiterAbstract,
  key: string,
  budget: number,
  say: (budget: number, seconds: number) => string,
): Promise<UsageRefund> {
  let res: RateLimiterRes;
  try {
    res = await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await refund(limiter, key);
    throw refused(say(budget, secondsOf(error)), secondsOf(error));
  }
  if (res.consumedPoints > budget) {
    await refund(limiter, key);
    throw refused(say(budget, secondsOf(res)), secondsOf(res));
  }
  return () => refund(limiter, key);
}

/** Runs the action with the points taken; gives them back when it throws (a refused or failed action uses nothing). */
export async function withUsage<T>(refunds: readonly UsageRefund[], action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    await Promise.all(refunds.map((give) => give()));
    throw error;
  }
}

/** A message a user sends: 30 a minute and 500 a day by default, whatever the conversation. */
export async function takeMessage(deps: ServiceDeps, userId: string): Promise<UsageRefund[]> {
  const { limiters } = deps;
  const minute = await takeUsage(
    limiters.messagesPerMinute,
    userId,
    limiters.usage.messagesPerMinute,
    LIMIT_MESSAGES.messagesPerMinute,
  );
  try {
    return [
      minute,
      await takeUsage(limiters.messagesPerDay, userId, limiters.usage.messagesPerDay, LIMIT_MESSAGES.messagesPerDay),
    ];
  } catch (error) {
    await minute();
    throw error;
  }
}

/** An offer or a counter-offer: 60 a day per account by default. */
export const takeOffer = (deps: ServiceDeps, userId: string) =>
  takeUsage(deps.limiters.offersPerUser, userId, deps.limiters.usage.offersPerDay, LIMIT_MESSAGES.offers);

/** An application: 20 a day per creator by default. */
export const takeApplication = (deps: ServiceDeps, creatorId: string) =>
  takeUsage(deps.limiters.applicationsPerCreator, creatorId, deps.limiters.usage.applicationsPerDay, LIMIT_MESSAGES.applications);

/**
 * A brand's first contact with a creator (an offer, an invitation or a first message, when the pair has
 * no conversation yet) takes one point of the brand's daily budget: 30 by default, 10 for a brand under
 * 7 days old or with no funded deal yet. Nothing is taken when the pair already talks.
 */
export async function takeFirstContact(deps: ServiceDeps, brandId: string, creatorId: string): Promise<UsageRefund[]> {
  // Not an id: the action answers 404 itself.
  if (!isUuid(creatorId)) return [];
  const known = await deps.db
    .selectFrom('conversations')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (known) return [];
  const { usage } = deps.limiters;
  const budget = (await isNewBrand(deps, brandId)) ? usage.firstContactsPerDayNewBrand : usage.firstContactsPerDay;
  return [await takeUsage(deps.limiters.firstContacts, brandId, budget, LIMIT_MESSAGES.firstContacts)];
}

/** Under `newBrandDays` old, or no deal funded yet. */
async function isNewBrand(deps: ServiceDeps, brandId: string): Promise<boolean> {
  const days = deps.limiters.usage.newBrandDays ?? USAGE_LIMITS.newBrandDays;
  const since = new Date(deps.now().getTime() - days * 24 * 60 * 60 * 1000);
  const row = await deps.db
    .selectFrom('users')
    .select((eb) => [
      'users.created_at',
      eb
        .exists(
          eb
            .selectFrom('deals')
            .select('deals.id')
            .where('deals.brand_id', '=', brandId)
            .where('deals.funded_at', 'is not', null),
        )
        .as('funded'),
    ])
    .where('users.id', '=', brandId)
    .executeTakeFirst();
  if (!row) return true;
  return row.created_at > since || !row.funded;
}
