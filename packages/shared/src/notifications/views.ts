import { z } from 'zod';
import { NOTIFICATION_KINDS, USER_EVENT_TYPES } from '../marketplace/enums';

/** A notification; `link` is a path in the app, like `/messages/…` or `/deals/…`. */
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
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationsAnswerSchema = z.object({
  items: z.array(notificationSchema).meta({ description: 'Newest first.' }),
  unread_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export const unreadCountAnswerSchema = z.object({ unread_count: z.number().int() });
/** A dashboard's Recent Activity; each line something the user was told of, or something they did. */
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
export type ActivityItem = z.infer<typeof activityAnswerSchema>['items'][number];

/**
 * What an open page is told of in real time; the page refetches what the event touches. One event of
 * the stream; each is checked against it before it is sent.
 */
export const userEventSchema = z
  .object({
    id: z.string().meta({ description: 'The event’s id in user_events.' }),
    type: z.enum(USER_EVENT_TYPES),
    payload: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'UserEvent' });
export type UserEventView = z.infer<typeof userEventSchema>;
