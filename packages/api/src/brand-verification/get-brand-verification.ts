import { brandVerificationStatusSchema, type BrandVerificationStatus } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { websiteDomain } from './company-domain';
import { brandProcedure, tags } from './verification-procedures';

/** Whether the brand is verified, for which domain, and the code waiting to be entered. */
export async function getBrandVerification(deps: ServiceDeps, brandId: string): Promise<BrandVerificationStatus> {
  const profile = await deps.db
    .selectFrom('brand_profiles')
    .select(['website', 'verified_domain'])
    .where('user_id', '=', brandId)
    .executeTakeFirst();
  const pending = await deps.db
    .selectFrom('brand_verification_codes')
    .select(['email', 'expires_at', 'attempts'])
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  const live = pending && pending.expires_at.getTime() > deps.now().getTime() ? pending : null;
  return {
    verified: Boolean(profile?.verified_domain),
    domain: profile?.verified_domain ?? null,
    website_domain: websiteDomain(profile?.website),
    pending: live ? { email: live.email, expires_at: live.expires_at.toISOString() } : null,
  };
}

/** GET /brand/verification: the brand's verification, and the code waiting to be entered. */
export const getBrandVerificationProcedure = brandProcedure
  .meta({ openapi: { method: 'GET', path: '/brand/verification', summary: 'Your company’s verification', tags } })
  .output(brandVerificationStatusSchema)
  .query(({ ctx }) => getBrandVerification(ctx.deps, ctx.session.user.id));
