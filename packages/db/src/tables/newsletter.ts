import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  unsubscribe_token_hash: string;
  subscribed_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  created_at: Timestamp;
}

/** Who signed up for the newsletter, and who left it. */
export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
}
