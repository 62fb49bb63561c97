import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface ConversationsTable {
  id: Generated<string>;
  brand_id: string;
  creator_id: string;
  created_at: Timestamp;
  last_message_at: Date | null;
  brand_emailed_at: Date | null;
  creator_emailed_at: Date | null;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  body: string;
  warning: Generated<boolean>;
  created_at: Timestamp;
  read_at: Date | null;
}

/** A brand and a creator talking: one conversation per pair, and its messages. */
export interface ConversationTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
}

export type MessageRow = Selectable<MessagesTable>;
