import { daysWords } from '../../common/durations';
import { DELIVERABLE_TYPE_LABELS, USAGE_RIGHTS_KIND_LABELS, type DeliverableType, type UsageRightsKind } from './enums';

/** "2 × Instagram Reel": one line of what is delivered, as the pages say it. */
export function describeDeliverable({ type, quantity }: { type: DeliverableType; quantity: number }): string {
  return `${quantity} × ${DELIVERABLE_TYPE_LABELS[type]}`;
}

/** "Paid ads for 90 days", "Organic repost, perpetual", "No usage rights": rights in plain words. */
export function describeUsageRights({ kind, duration_days }: { kind: UsageRightsKind; duration_days: number | null }): string {
  const label = USAGE_RIGHTS_KIND_LABELS[kind];
  if (kind === 'none') return label;
  return duration_days === null ? `${label}, perpetual` : `${label} for ${daysWords(duration_days)}`;
}

/** "1 × Instagram Reel + 2 more": what a deal is about, in a line (its first deliverable, and how many more). */
export function describeDeliverables(deliverables: readonly { type: DeliverableType; quantity: number }[]): string {
  const [first, ...rest] = deliverables;
  if (!first) return 'Deal';
  return rest.length ? `${describeDeliverable(first)} + ${rest.length} more` : describeDeliverable(first);
}
