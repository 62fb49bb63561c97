import { router } from '../trpc';
import { listNotificationsProcedure } from './list-notifications';
import { markNotificationsReadProcedure } from './mark-notifications-read';
import { recentActivityProcedure } from './recent-activity';

/** A user's own notifications only: every query is by the session's user. */
export const notificationsRouter = router({
  list: listNotificationsProcedure,
  markRead: markNotificationsReadProcedure,
  activity: recentActivityProcedure,
});
