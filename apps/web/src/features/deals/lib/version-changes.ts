import {
  DEAL_TERM_FIELD_LABELS,
  describeDeliverable,
  describeUsageRights,
  formatCents,
  type DealDeliverableView,
  type DealTermField,
  type DealTermsView,
  type DealVersionView,
} from '@sponsorly/shared';
import { formatDueDate } from './time-words';

/** One line of what a version changed: the term, what it was, and what it became (null: none). */
export interface TermChange {
  field: DealTermField;
  label: string;
  before: string | null;
  after: string | null;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const withNotes = (d: DealDeliverableView) => (d.notes ? `${describeDeliverable(d)} (${d.notes})` : describeDeliverable(d));

function deliverableChanges(before: DealTermsView, after: DealTermsView): TermChange[] {
  const previous = new Map(before.deliverables.map((d) => [d.id, d]));
  const next = new Set(after.deliverables.map((d) => d.id));
  const changes: TermChange[] = [];
  for (const d of after.deliverables) {
    const old = previous.get(d.id);
    if (!old)
      changes.push({
        field: 'deliverables',
        label: 'Deliverable added',
        before: null,
        after: `${withNotes(d)}, due ${formatDueDate(d.due_date)}`,
      });
    else if (withNotes(old) !== withNotes(d))
      changes.push({ field: 'deliverables', label: 'Deliverable changed', before: withNotes(old), after: withNotes(d) });
  }
  for (const d of before.deliverables) {
    if (!next.has(d.id)) changes.push({ field: 'deliverables', label: 'Deliverable removed', before: withNotes(d), after: null });
  }
  return changes;
}

function dueDateChanges(before: DealTermsView, after: DealTermsView): TermChange[] {
  const previous = new Map(before.deliverables.map((d) => [d.id, d]));
  return after.deliverables.flatMap((d) => {
    const old = previous.get(d.id);
    if (!old || old.due_date === d.due_date) return [];
    return [
      {
        field: 'due_dates' as const,
        label: `Due date of ${describeDeliverable(d)}`,
        before: formatDueDate(old.due_date),
        after: formatDueDate(d.due_date),
      },
    ];
  });
}

/**
 * What `version` changed from the version before it, term by term, in the order the API lists them
 * (`changed`). The first version changed nothing: it is the offer.
 */
export function versionChanges(version: DealVersionView, previous: DealTermsView | undefined): TermChange[] {
  if (!previous) return [];
  return version.changed.flatMap((field): TermChange[] => {
    const label = DEAL_TERM_FIELD_LABELS[field];
    switch (field) {
      case 'deliverables':
        return deliverableChanges(previous, version);
      case 'due_dates':
        return dueDateChanges(previous, version);
      case 'price_cents':
        return [{ field, label, before: formatCents(previous.price_cents), after: formatCents(version.price_cents) }];
      case 'revisions_included':
        return [{ field, label, before: String(previous.revisions_included), after: String(version.revisions_included) }];
      case 'review_days':
        return [{ field, label, before: days(previous.review_days), after: days(version.review_days) }];
      case 'usage_rights':
        return [
          { field, label, before: describeUsageRights(previous.usage_rights), after: describeUsageRights(version.usage_rights) },
        ];
    }
  });
}
