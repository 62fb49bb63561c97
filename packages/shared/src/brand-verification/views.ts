import { z } from 'zod';

export const brandVerificationStatusSchema = z
  .object({
    verified: z.boolean(),
    domain: z.string().nullable().meta({ description: 'The company domain the brand proved it owns; null while not verified.' }),
    website_domain: z.string().nullable().meta({ description: 'The domain of the website on the brand’s profile.' }),
    pending: z
      .object({ email: z.string(), expires_at: z.string() })
      .nullable()
      .meta({ description: 'The code sent and not yet entered.' }),
  })
  .meta({ id: 'BrandVerification' });
export type BrandVerificationStatus = z.infer<typeof brandVerificationStatusSchema>;

export const brandVerificationSentSchema = z.object({
  sent_to: z.string(),
  expires_at: z.string(),
});
export const brandVerifiedSchema = z.object({ verified: z.literal(true), domain: z.string() });
