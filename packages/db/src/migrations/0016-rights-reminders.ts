import { sql, type Kysely } from 'kysely';

/** When the brand was told a deliverable's usage rights end within 7 days (docs/deliverables.md); once per period. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table deal_deliverables add column rights_reminded_at timestamptz`.execute(db);
  await sql`create index deal_deliverables_rights_end on deal_deliverables (rights_end_at) where rights_end_at is not null and rights_reminded_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deal_deliverables_rights_end`.execute(db);
  await sql`alter table deal_deliverables drop column if exists rights_reminded_at`.execute(db);
}
