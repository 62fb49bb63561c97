import { z } from 'zod';
import { CONNECTED_PLATFORMS, CONNECTION_STATUSES } from './enums';

export const connectedPlatformSchema = z.enum(CONNECTED_PLATFORMS, { error: 'Choose YouTube, Instagram or TikTok.' });
export const connectionPlatformInputSchema = z.object({ platform: connectedPlatformSchema });

/** What the platform sends back to the callback. */
export const connectionCallbackSchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});

export const connectionViewSchema = z
  .object({
    platform: connectedPlatformSchema,
    status: z.enum(CONNECTION_STATUSES),
    handle: z.string().nullable(),
    followers: z.number().int().nullable(),
    connected_at: z.string(),
    refreshed_at: z.string().nullable().meta({ description: 'When the figures were last read from the platform.' }),
  })
  .meta({ id: 'Connection' });
export type ConnectionView = z.infer<typeof connectionViewSchema>;

export const connectionListSchema = z.array(connectionViewSchema);

export const offeredPlatformsSchema = z.object({
  platforms: z.array(connectedPlatformSchema).meta({ description: 'The platforms a creator can connect here.' }),
});

const count = z.number().int().nullable();
const metricReadSchema = z.object({ read_at: z.string(), views: count, likes: count, comments: count, shares: count });

/** A live post's figures as its platform reported them, with what the deal's price cost per view and per engagement. */
export const postMetricsSchema = z
  .object({
    deliverable_id: z.string(),
    platform: connectedPlatformSchema,
    post_id: z.string(),
    status: z.enum(['pending', 'verified', 'elsewhere']).meta({
      description:
        'verified: on the connected channel; elsewhere: on another channel; pending: the platform has not answered yet.',
    }),
    latest: metricReadSchema.nullable(),
    series: z.array(metricReadSchema).meta({ description: 'Every read, oldest first.' }),
    cpm_minor: count.meta({ description: 'The price in minor units per thousand views; null without views.' }),
    cost_per_engagement_minor: count.meta({
      description: 'The price in minor units per like, comment or share; null without any.',
    }),
  })
  .meta({ id: 'PostMetrics' });
export type PostMetrics = z.infer<typeof postMetricsSchema>;

export const dealMetricsSchema = z.object({
  currency: z.string(),
  price_minor: z.number().int(),
  posts: z.array(postMetricsSchema),
});
export type DealMetrics = z.infer<typeof dealMetricsSchema>;
