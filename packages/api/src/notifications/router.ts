import { router } from '../trpc';
import { getEmailPreferencesProcedure } from './get-email-preferences';
import { listNotificationsProcedure } from './list-notifications';
import { markNotificationsReadProcedure } from './mark-notifications-read';
import { recentActivityProcedure } from './recent-activity';
import { unsubscribeFromEmailsProcedure } from './unsubscribe-from-emails';
import { updateEmailPreferencesProcedure } from './update-email-preferences';

/** A user's own notifications only: every query is by the session's user (an unsubscribe link names its own). */
export const notificationsRouter = router({
  list: listNotificationsProcedure,
  markRead: markNotificationsReadProcedure,
  activity: recentActivityProcedure,
  preferences: getEmailPreferencesProcedure,
  updatePreferences: updateEmailPreferencesProcedure,
  unsubscribe: unsubscribeFromEmailsProcedure,
});
