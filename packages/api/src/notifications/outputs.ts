import { NOTIFICATION_KINDS } from '@sponsorly/shared';
import { z } from 'zod';

const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [keyof typeof NOTIFICATION_KINDS, ...(keyof typeof NOTIFICATION_KINDS)[]]),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().meta({ description: 'A path in the app the notification opens.' }),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

export const notificationsAnswerSchema = z.object({
  items: z.array(notificationSchema).meta({ description: 'Newest first.' }),
  unread_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export const unreadCountAnswerSchema = z.object({ unread_count: z.number().int() });
export const activityAnswerSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        source: z.enum(['notification', 'deal_event']),
        title: z.string(),
        link: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .meta({ description: 'At most 10, newest first: what you were told of and the deal steps you took.' }),
});
