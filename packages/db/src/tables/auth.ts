import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserType } from '@sponsorly/shared';
import type { Timestamp } from './columns';

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
  /** A creator paid automatically as money clears, since then (migration 0027); null: withdraws by hand. */
  auto_payout_since: Generated<Date | null>;
  /** When the account was deleted (migration 0037): the row stays, emptied, for the deals and the ledger. */
  deleted_at: Generated<Date | null>;
  /** Suspended by an administrator since then (migration 0036): no login, out of search, campaigns hidden. */
  suspended_at: Generated<Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** The User-Agent of the request that started the session, cleaned and cut to AUTH_LIMITS.userAgentMax. */
  user_agent: string | null;
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
  /** For a verification link: the hash of the signup binding held by the browser that signed up. */
  binding_hash: ColumnType<string | null, string | null | undefined, string | null>;
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
  company_name?: string | null;
}

/** Accounts, their sessions and their emailed links. */
export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
