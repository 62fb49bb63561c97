import { PAYMENT_PROVIDERS } from '../payments/enums';
import { SITE_SOCIAL_NETWORKS } from '../site/social';
import { z } from 'zod';

// The system procedures' answers: whether the API and its database answer, and the pages' public settings.

export const helloAnswerSchema = z.object({ message: z.string() });
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/**
 * Public settings the pages show: the contact details, the platform fee brands pay on a deal's price,
 * whether payments are test money (the sandbox), which every page that pays says, and the platform's
 * social accounts.
 */
export const siteInfoSchema = z.object({
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  platform_fee_percent: z.number().int(),
  payments_test_mode: z.boolean(),
  /** Where brands pay: `sandbox` (a card number on the deal page) or `stripe` (Stripe's own payment page). */
  payments_provider: z.enum(PAYMENT_PROVIDERS),
  /** Days released money clears before a creator can withdraw it (CLEARING_DAYS). */
  clearing_days: z.number().int(),
  /** The platform's own social accounts that are set (SOCIAL_<NETWORK>_URL), in the order pages show them. */
  social_links: z.array(z.object({ network: z.enum(SITE_SOCIAL_NETWORKS), url: z.string() })),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
