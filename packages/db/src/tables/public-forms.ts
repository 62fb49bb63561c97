import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  unsubscribe_token_hash: string;
  subscribed_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  created_at: Timestamp;
}

/** Captcha solutions already accepted, so that each is accepted once. */
export interface CaptchaSolutionsTable {
  id: string;
  expires_at: Timestamp;
}

/** The contact form, the newsletter and the captcha that guards them. */
export interface PublicFormTables {
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  captcha_solutions: CaptchaSolutionsTable;
}
