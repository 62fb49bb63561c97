import {
  BRAND_VERIFICATION_LIMITS as L,
  BRAND_VERIFICATION_MESSAGES as m,
  ERROR_CODES,
  brandVerificationSentSchema,
  requestBrandVerificationSchema,
} from '@sponsorly/shared';
import { brandVerificationCodeMessage } from '@sponsorly/email';
import { AppError, badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { brandNameSql } from '../lib/party-names';
import { enqueueEmail } from '../outbox/enqueue-email';
import { emailDomain, isFreeMailDomain, isWithinDomain, websiteDomain } from './company-domain';
import { hashVerificationCode, newVerificationCode } from './verification-codes';
import { brandProcedure, tags } from './verification-procedures';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Sends a 6-digit code to an address at the domain of the brand's website (or a subdomain of it), to
 * prove the brand receives email there. A free mail provider's address proves nothing and is refused.
 * The code is stored hashed, works for 15 minutes and replaces any code sent before; a new one waits a
 * minute after the last (each is an email to someone), and a code locked by 5 wrong tries until it
 * expires, so guessing stays at 5 tries a quarter of an hour. The row and its email commit together.
 */
export async function requestBrandVerification(
  deps: ServiceDeps,
  brandId: string,
  email: string,
): Promise<{ sent_to: string; expires_at: string }> {
  const profile = await deps.db
    .selectFrom('users as u')
    .innerJoin('brand_profiles as bp', 'bp.user_id', 'u.id')
    .select(['bp.website', brandNameSql('u', 'bp').as('name')])
    .where('u.id', '=', brandId)
    .executeTakeFirst();
  const site = websiteDomain(profile?.website);
  if (!profile || !site) throw badRequest(m.websiteMissing, { email: m.websiteMissing });
  const domain = emailDomain(email);
  if (isFreeMailDomain(domain)) throw badRequest(m.freeMailDomain, { email: m.freeMailDomain });
  if (!isWithinDomain(domain, site)) throw badRequest(m.offDomain(site), { email: m.offDomain(site) });

  const now = deps.now();
  const expiresAt = new Date(now.getTime() + L.codeTtlMs);
  const code = newVerificationCode();
  await deps.db.transaction().execute(async (trx) => {
    const earlier = await trx
      .selectFrom('brand_verification_codes')
      .select(['attempts', 'expires_at', 'created_at'])
      .where('brand_id', '=', brandId)
      .forUpdate()
      .executeTakeFirst();
    if (earlier && earlier.expires_at > now && earlier.attempts >= L.maxAttempts)
      throw new AppError(429, ERROR_CODES.rateLimited, m.tooManyTries, {
        retryAfterSeconds: secondsUntil(earlier.expires_at, now),
      });
    const resendAt = earlier ? new Date(earlier.created_at.getTime() + L.resendAfterMs) : null;
    if (resendAt && resendAt > now)
      throw new AppError(429, ERROR_CODES.rateLimited, m.resendTooSoon, { retryAfterSeconds: secondsUntil(resendAt, now) });
    const row = {
      email,
      domain: site,
      code_hash: hashVerificationCode(brandId, code),
      attempts: 0,
      expires_at: expiresAt,
      created_at: now,
    };
    await trx
      .insertInto('brand_verification_codes')
      .values({ brand_id: brandId, ...row })
      .onConflict((oc) => oc.column('brand_id').doUpdateSet(row))
      .execute();
    await enqueueEmail(trx, brandVerificationCodeMessage(email, profile.name, code, L.codeTtlMs / 60_000), now);
  });
  deps.notifyOutbox();
  return { sent_to: email, expires_at: expiresAt.toISOString() };
}

/** POST /brand/verification: a code to an address at the company's domain. */
export const requestBrandVerificationProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/brand/verification',
      summary: 'Send a code to verify your company’s domain',
      description:
        'The address must be at the domain of the brand’s website (or a subdomain); free mail providers are refused. The code works for 15 minutes and 5 tries.',
      tags,
    },
    successStatus: 202,
    refusals: ['rate_limited'],
  })
  .input(requestBrandVerificationSchema)
  .output(brandVerificationSentSchema)
  .mutation(({ ctx, input }) => requestBrandVerification(ctx.deps, ctx.session.user.id, input.email));
