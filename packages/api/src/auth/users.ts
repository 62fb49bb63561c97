import { sql, type Database, type Kysely, type Transaction, type User } from '@sponsorly/db';

/** Emails are stored lower-cased; the lookup goes through the lower(email) unique index. */
export function findUserByEmail(db: Kysely<Database> | Transaction<Database>, email: string) {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

/** PostgreSQL's unique_violation: two signups raced for one address. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Admins are the accounts flagged in the database and those listed in ADMIN_EMAILS whose address is
 * verified: a stranger who signs up with a listed address before its owner does gets nothing from the
 * list while the address is unconfirmed.
 */
export function isAdmin(user: Pick<User, 'is_admin' | 'email' | 'email_verified_at'>, adminEmails: readonly string[]): boolean {
  return user.is_admin || (user.email_verified_at !== null && adminEmails.includes(user.email.toLowerCase()));
}
