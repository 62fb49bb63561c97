import { APPLICATION_STATUSES, CAMPAIGN_STATUSES, CURRENCIES } from '@sponsorly/shared';
import { z } from 'zod';
import { campaignBrandSchema } from '../campaigns/outputs';
import { creatorCardSchema } from '../creator-cards/outputs';

const applicationFields = {
  id: z.uuid(),
  campaign_id: z.uuid(),
  creator_id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  pitch: z.string(),
  proposed_price_cents: z.number().int().nullable().meta({ description: 'Integer minor units of `currency`.' }),
  currency: z.enum(CURRENCIES),
  links: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
};

export const applicationSchema = z.object(applicationFields).meta({ id: 'Application' });
export const campaignApplicationsAnswerSchema = z.object({
  items: z.array(z.object({ ...applicationFields, creator: creatorCardSchema.nullable() })),
});
export const myApplicationsAnswerSchema = z.object({
  items: z.array(
    z.object({
      ...applicationFields,
      campaign: z.object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(CAMPAIGN_STATUSES),
        brand: campaignBrandSchema,
        application_deadline: z.string().nullable(),
        accepting_applications: z.boolean(),
      }),
    }),
  ),
});
