import { sql } from '@sponsorly/db';

/*
 * How the marketplace names its parties wherever one is shown (campaign cards, deals, conversations,
 * notifications): a person by their name, a brand by its company when it gave one, else by its person.
 * Never by the email. Each takes the aliases its query gave `users` and `brand_profiles`.
 */

/** A person's name: first and last, trimmed. */
export const personNameSql = (user: string) =>
  sql<string>`trim(${sql.ref(`${user}.first_name`)} || ' ' || ${sql.ref(`${user}.last_name`)})`;

/** A brand's name: its company name when it gave one, else its person's name. */
export const brandNameSql = (user: string, brandProfile: string) =>
  sql<string>`coalesce(nullif(trim(${sql.ref(`${brandProfile}.company_name`)}), ''), ${personNameSql(user)})`;
