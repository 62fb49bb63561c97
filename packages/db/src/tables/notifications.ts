import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: Generated<string>;
  link: string | null;
  created_at: Timestamp;
  read_at: Date | null;
}

export interface UserEventsTable {
  /** bigserial: the driver reads it as text. */
  id: Generated<string>;
  user_id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

/** What a user is told: notifications, and the events that reach their open pages at once. */
export interface NotificationTables {
  notifications: NotificationsTable;
  user_events: UserEventsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
