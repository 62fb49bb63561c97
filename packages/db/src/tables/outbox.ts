import type { ColumnType, Generated, Selectable } from 'kysely';
import type { EmailStatus } from '@sponsorly/shared';
import type { Timestamp } from './columns';

export interface EmailOutboxTable {
  id: Generated<string>;
  recipient_email: string;
  reply_to: string | null;
  subject: string;
  /** Cleared once the message is sent, so no live link stays in the database. */
  text_body: string;
  html_body: string;
  status: EmailStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  claim_token: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error_message: string | null;
  /** Extra mail headers (List-Unsubscribe), by name (migration 0037). */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
}

/** Email waiting to be sent, written in the transaction of the change that causes it. */
export interface OutboxTables {
  email_outbox: EmailOutboxTable;
}

export type OutboxEmail = Selectable<EmailOutboxTable>;
