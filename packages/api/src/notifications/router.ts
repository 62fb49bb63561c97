import { markNotificationsReadSchema, notificationListSchema } from '@sponsorly/shared';
import { authedProcedure, router } from '../trpc';
import { listNotifications, markNotificationsRead, recentActivity } from './notification-views';
import { activityAnswerSchema, notificationsAnswerSchema, unreadCountAnswerSchema } from './outputs';

const tags = ['Notifications'];

/** A user's own notifications only: every query is by the session's user. */
export const notificationsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        summary: 'Your notifications, newest first, with the unread count',
        tags,
      },
    })
    .input(notificationListSchema)
    .output(notificationsAnswerSchema)
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.session.user.id, input)),

  markRead: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/notifications/read', summary: 'Mark notifications read: {ids} or {all: true}', tags },
    })
    .input(markNotificationsReadSchema)
    .output(unreadCountAnswerSchema)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.deps, ctx.session.user.id, input)),

  activity: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/activity', summary: 'Your dashboard’s Recent Activity', tags } })
    .output(activityAnswerSchema)
    .query(async ({ ctx }) => ({ items: await recentActivity(ctx.deps, ctx.session.user.id) })),
});
