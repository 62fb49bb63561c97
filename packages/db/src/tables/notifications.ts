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

/** The emails a person chose not to get, and the daily digest of messages (migration 0037). No row: all on. */
export interface NotificationPreferencesTable {
  user_id: string;
  email_off: ColumnType<string[], string[] | undefined, string[]>;
  /** off, daily. */
  digest: Generated<string>;
  updated_at: Timestamp;
}

/** A message waiting for its recipient's next daily digest. */
export interface EmailDigestItemsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: Generated<string>;
  link: string;
  created_at: Timestamp;
}

/** What a user is told: notifications, the events that reach their open pages at once, and their emails' settings. */
export interface NotificationTables {
  notifications: NotificationsTable;
  user_events: UserEventsTable;
  notification_preferences: NotificationPreferencesTable;
  email_digest_items: EmailDigestItemsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
