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
