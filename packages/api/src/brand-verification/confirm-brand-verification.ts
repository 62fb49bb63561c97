import {
  BRAND_VERIFICATION_LIMITS as L,
  BRAND_VERIFICATION_MESSAGES as m,
  ERROR_CODES,
  brandVerifiedSchema,
  confirmBrandVerificationSchema,
} from '@sponsorly/shared';
import { AppError, badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { websiteDomain } from './company-domain';
import { codeMatches } from './verification-codes';
import { brandProcedure, tags } from './verification-procedures';

type Outcome = { kind: 'verified'; domain: string } | { kind: 'refused'; error: AppError };

const codeError = (message: string) => badRequest(message, { code: message });

/**
 * Checks the code against the brand's pending one. Right: the brand is verified for the code's domain,
 * as long as its website still names that domain, and the code is spent. Wrong: the try is counted (and
 * kept, so the count survives the refusal); past 5 tries every answer is 429 until the code expires.
 */
export async function confirmBrandVerification(
  deps: ServiceDeps,
  brandId: string,
  code: string,
): Promise<{ verified: true; domain: string }> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const pending = await trx
      .selectFrom('brand_verification_codes')
      .selectAll()
      .where('brand_id', '=', brandId)
      .forUpdate()
      .executeTakeFirst();
    if (!pending) return { kind: 'refused', error: codeError(m.noCode) };
    if (pending.attempts >= L.maxAttempts) {
      const seconds = Math.max(1, Math.ceil((pending.expires_at.getTime() - now.getTime()) / 1000));
      return {
        kind: 'refused',
        error: new AppError(429, ERROR_CODES.rateLimited, m.tooManyTries, { retryAfterSeconds: seconds }),
      };
    }
    if (pending.expires_at <= now) return { kind: 'refused', error: codeError(m.codeExpired) };
    if (!codeMatches(brandId, code, pending.code_hash)) {
      await trx
        .updateTable('brand_verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('brand_id', '=', brandId)
        .execute();
      return { kind: 'refused', error: codeError(m.codeWrong) };
    }
    await trx.deleteFrom('brand_verification_codes').where('brand_id', '=', brandId).execute();
    const profile = await trx.selectFrom('brand_profiles').select('website').where('user_id', '=', brandId).executeTakeFirst();
    if (websiteDomain(profile?.website) !== pending.domain) return { kind: 'refused', error: codeError(m.websiteChanged) };
    await trx
      .updateTable('brand_profiles')
      .set({ verified_domain: pending.domain, verified_at: now })
      .where('user_id', '=', brandId)
      .execute();
    return { kind: 'verified', domain: pending.domain };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return { verified: true, domain: outcome.domain };
}

/** POST /brand/verification/confirm: the code from the email marks the brand verified. */
export const confirmBrandVerificationProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/brand/verification/confirm',
      summary: 'Enter the code: your company is verified',
      tags,
    },
    refusals: ['rate_limited'],
  })
  .input(confirmBrandVerificationSchema)
  .output(brandVerifiedSchema)
  .mutation(({ ctx, input }) => confirmBrandVerification(ctx.deps, ctx.session.user.id, input.code));
