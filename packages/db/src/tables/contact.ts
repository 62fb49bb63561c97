import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

/** What visitors send through the contact form. */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
