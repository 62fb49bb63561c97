import type { CreatorPackageRow, Database, Kysely } from '@sponsorly/db';
import type { Currency, DeliverableType, PackageView, UsageRightsDuration, UsageRightsKind } from '@sponsorly/shared';

/** A stored package as the API answers it; bigint prices come back as numbers (they are bounded). */
export function toPackageView(row: CreatorPackageRow): PackageView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    deliverables: row.deliverables.map((d) => ({ type: d.type as DeliverableType, quantity: d.quantity })),
    price_cents: Number(row.price_cents),
    currency: row.currency as Currency,
    delivery_days: row.delivery_days,
    revisions_included: row.revisions_included,
    usage_rights: {
      kind: row.usage_rights_kind as UsageRightsKind,
      duration_days: row.usage_rights_days as UsageRightsDuration | null,
    },
  };
}

/** A creator's rate card in its stable order: the order the packages were added. */
export async function loadPackages(db: Kysely<Database>, creatorId: string): Promise<PackageView[]> {
  const rows = await db
    .selectFrom('creator_packages')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toPackageView);
}
