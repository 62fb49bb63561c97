import { z } from 'zod';
import { isCalendarDate } from '../common/text-rules';
import { ANALYTICS_MESSAGES as m } from './messages';

const day = z
  .string({ error: m.dateInvalid })
  .refine(isCalendarDate, m.dateInvalid)
  .meta({ description: 'A day, YYYY-MM-DD (UTC), included.' });

/**
 * The range and campaign a brand reads. Both days are included; left out, the range is the last 30 days.
 * The range's length is checked by the service, which knows today.
 */
export const brandAnalyticsInputSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  campaign_id: z.uuid({ error: m.campaignInvalid }).optional().meta({ description: 'Only this campaign’s figures.' }),
});
export type BrandAnalyticsInput = z.input<typeof brandAnalyticsInputSchema>;
