import type { PackageFields } from '@sponsorly/shared';

/** The columns a package's checked fields are stored in. */
export function packageColumns(fields: PackageFields) {
  return {
    title: fields.title,
    description: fields.description,
    deliverables: JSON.stringify(fields.deliverables),
    price_cents: fields.price_cents,
    currency: fields.currency,
    delivery_days: fields.delivery_days,
    revisions_included: fields.revisions_included,
    usage_rights_kind: fields.usage_rights.kind,
    usage_rights_days: fields.usage_rights.duration_days,
  };
}
