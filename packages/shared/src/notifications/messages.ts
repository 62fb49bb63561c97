import type { DealStatus } from '../marketplace/enums';
import { NOTIFICATION_LIMITS as L } from './limits';

/** What notifications, recent activity and the real-time stream say. */
export const NOTIFICATION_MESSAGES = {
  markReadChoice: 'Name the notifications to mark as read, or send all: true.',
  tooManyIds: `Mark at most ${L.markReadMax} notifications at once.`,
  invalidId: 'This is not a notification id.',
  invalidCursor: 'This page of notifications is out of date. Open the list again.',
  invalidLimit: `Ask for 1 to ${L.pageSizeMax} notifications a page.`,
  invalidEventId: 'This event id is not one the stream sent.',
  restarting: 'The server is restarting; reconnecting.',
} as const;

/**
 * A dashboard's Recent Activity line for a deal the user moved, by the state it moved to. A deal
 * that moved to `offered` from `offered` is a counter-offer.
 */
export const DEAL_ACTIVITY_TITLES: Record<DealStatus, string> = {
  offered: 'You sent an offer',
  awaiting_funding: 'You accepted an offer',
  in_progress: 'You funded a deal',
  delivered: 'You submitted the deliverables',
  changes_requested: 'You asked for changes',
  disputed: 'You opened a dispute',
  completed: 'You approved the delivery',
  canceled: 'You canceled a deal',
  declined: 'You declined an offer',
  withdrawn: 'You withdrew an offer',
  expired: 'An offer expired',
  funding_expired: 'Funding expired',
};
export const DEAL_COUNTERED_TITLE = 'You sent a counter-offer';

/** What the email preferences, their unsubscribe links and the daily digest say. */
export const EMAIL_PREFERENCE_MESSAGES = {
  alwaysSent: (kinds: readonly string[]) => `Emails about payments cannot be turned off: ${kinds.join(', ')}.`,
  unknownKinds: (kinds: readonly string[]) => `These are not kinds of email: ${kinds.join(', ')}.`,
  onOrOff: 'Send true (on) or false (off).',
  digestChoice: 'Choose "off" or "daily".',
  nothingToChange: 'Send email, digest or both.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid. Choose your emails in Settings, Emails.',
  unsubscribed: (label: string) => `You will no longer get these emails: ${label}. Turn them back on in Settings, Emails.`,
  saved: 'Your email preferences are saved.',
} as const;
