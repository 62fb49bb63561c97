import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EmailStatus, UserType } from '@sponsorly/shared';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  username: string | null;
  email_verified_at: Date | null;
  is_admin: Generated<boolean>;
  is_premium: Generated<boolean>;
  is_tester: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialLinks {
  youtube?: string;
  instagram?: string;
  tiktok?: string;
  twitter?: string;
  linkedin?: string;
  website?: string;
}

export interface CreatorProfilesTable {
  user_id: string;
  platform: string | null;
  bio: string | null;
  profile_image: string | null;
  social_links: Json<SocialLinks>;
  categories: Json<string[]>;
  interests: Json<string[]>;
  content_type: Json<string[]>;
  portfolio_items: Json<unknown[]>;
  achievements: string | null;
  location: string | null;
  languages: Json<string[]>;
  available_for_hire: Generated<boolean>;
  expertise_level: Generated<string>;
  talent_vertical: string | null;
  custom_talent_vertical: string | null;
  profile_views: Generated<number>;
  updated_at: Timestamp;
}

export interface BrandProfilesTable {
  user_id: string;
  website: string | null;
  industry: string;
  company_name: string | null;
  logo: string | null;
  company_size: string | null;
  description: string | null;
  budget_range: string | null;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export type OneTimeTokenPurpose = 'verify_email' | 'reset_password';

export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  payload: ColumnType<SignupPayload | null, string | null | undefined, string | null>;
}

/** What a verification link confirms: the signup that sent it. */
export interface SignupPayload {
  password_hash: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  platform?: string;
  website?: string | null;
  industry?: string;
}

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
}

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

export interface EarlyAccessUsersTable {
  id: Generated<string>;
  firstname: string;
  lastname: string;
  email: string;
  created_at: Timestamp;
}

export interface CreatorProfileViewsTable {
  creator_id: string;
  brand_id: string;
  /** The UTC day of the view, as YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
}

export interface CaptchaSolutionsTable {
  id: string;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  creator_profiles: CreatorProfilesTable;
  brand_profiles: BrandProfilesTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  email_outbox: EmailOutboxTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  early_access_users: EarlyAccessUsersTable;
  captcha_solutions: CaptchaSolutionsTable;
  creator_profile_views: CreatorProfileViewsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CreatorProfile = Selectable<CreatorProfilesTable>;
export type BrandProfile = Selectable<BrandProfilesTable>;
export type OutboxEmail = Selectable<EmailOutboxTable>;
