import type { NotificationKind, UserEventType } from '../marketplace/enums';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app, like `/messages/…` or `/deals/…`. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** One line of a dashboard's Recent Activity: something the user was told of, or something they did. */
export interface ActivityItem {
  id: string;
  source: 'notification' | 'deal_event';
  title: string;
  link: string | null;
  created_at: string;
}

/** What an open page is told of in real time; the page refetches what the event touches. */
export interface UserEventView {
  id: string;
  type: UserEventType;
  payload: Record<string, unknown>;
  created_at: string;
}
