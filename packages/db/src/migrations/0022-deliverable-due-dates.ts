import { sql, type Kysely } from 'kysely';

/**
 * A deliverable's current due date, when it is no longer the one agreed (docs/cancellations-and-disputes.md):
 * an admin resuming a disputed deal gives the deliverables still to come new dates. The agreed version is
 * the contract both sides accepted and never changes after acceptance, so the new date lives on the
 * deliverable; null means the agreed version's date still stands. One current date per deliverable, whatever
 * moved it. Every reader (the deal page, the overdue check behind `cancel_overdue`) takes it before the
 * agreed one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_deliverables add column due_date date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_deliverables drop column if exists due_date`.execute(db);
}
