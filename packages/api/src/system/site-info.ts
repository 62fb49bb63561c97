import { siteInfoSchema } from '@sponsorly/shared';
import { feePercentOf } from '../deals/offers/offer-terms';
import { publicProcedure } from '../trpc';
import { clearingDaysOf } from '../deals/transitions/step-effects';

/**
 * Public settings the pages show: the contact details, the platform fee brands pay on a deal's price,
 * whether payments are test money (the sandbox), which every page that pays says, and the platform's
 * social accounts (the footer and the landing).
 */
export const siteInfoProcedure = publicProcedure.output(siteInfoSchema).query(({ ctx }) => ({
  contact: ctx.deps.settings.contact,
  platform_fee_percent: feePercentOf(ctx.deps),
  payments_test_mode: ctx.deps.payments.testMode,
  payments_provider: ctx.deps.payments.name,
  clearing_days: clearingDaysOf(ctx.deps),
  social_links: [...(ctx.deps.settings.socialLinks ?? [])],
}));
