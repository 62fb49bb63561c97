import { DEAL_TERM_FIELDS, type DealTermField } from '@sponsorly/shared';
import type { DealDeliverableColumn } from '@sponsorly/db';

/** The terms two versions are compared on; prices may come from the database as text (bigint). */
export interface ComparableTerms {
  deliverables: DealDeliverableColumn[];
  price_cents: number | string | bigint;
  revisions_included: number;
  review_days: number;
  usage_rights: { kind: string; duration_days: number | null };
}

const shapeOf = (list: DealDeliverableColumn[]) => JSON.stringify(list.map((d) => [d.id, d.type, d.quantity, d.notes ?? null]));

/**
 * What `next` changed from `previous`, in the order of DEAL_TERM_FIELDS. Deliverables added, removed or
 * altered count as `deliverables`; the same deliverables with moved dates as `due_dates`.
 */
export function changedTerms(previous: ComparableTerms, next: ComparableTerms): DealTermField[] {
  const before = new Map(previous.deliverables.map((d) => [d.id, d.due_date]));
  const changed: Record<DealTermField, boolean> = {
    deliverables: shapeOf(previous.deliverables) !== shapeOf(next.deliverables),
    due_dates: next.deliverables.some((d) => before.has(d.id) && before.get(d.id) !== d.due_date),
    price_cents: Number(previous.price_cents) !== Number(next.price_cents),
    revisions_included: previous.revisions_included !== next.revisions_included,
    review_days: previous.review_days !== next.review_days,
    usage_rights:
      previous.usage_rights.kind !== next.usage_rights.kind ||
      (previous.usage_rights.duration_days ?? null) !== (next.usage_rights.duration_days ?? null),
  };
  return DEAL_TERM_FIELDS.filter((field) => changed[field]);
}
