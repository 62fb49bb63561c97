import { sql, type RawBuilder } from '@sponsorly/db';

/**
 * "This account is an administrator" in SQL, for a query over `users` (or its alias): flagged in the
 * database, or named by ADMIN_EMAILS with a verified address (lower case, as auth/users.ts `isAdmin` reads them).
 */
export function isAdminSql(adminEmails: readonly string[], users = 'users'): RawBuilder<boolean> {
  const flagged = sql.ref(`${users}.is_admin`);
  if (adminEmails.length === 0) return sql<boolean>`${flagged}`;
  const named = sql.join(adminEmails.map((email) => sql`${email}`));
  return sql<boolean>`(${flagged} or (${sql.ref(`${users}.email_verified_at`)} is not null and lower(${sql.ref(`${users}.email`)}) in (${named})))`;
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
