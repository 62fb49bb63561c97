import type { DealStatus } from '@sponsorly/shared';

/** A deal's state in a word or two, as the conversation lists the pair's deals. */
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  offered: 'Offer pending',
  awaiting_funding: 'Awaiting funding',
  in_progress: 'In progress',
  delivered: 'Delivered',
  changes_requested: 'Changes requested',
  disputed: 'In dispute',
  completed: 'Completed',
  canceled: 'Canceled',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  funding_expired: 'Funding expired',
};

/** The tone of its badge: under way, done, or over without a result. */
export function dealTone(status: DealStatus): 'active' | 'done' | 'ended' {
  if (status === 'completed') return 'done';
  if (['canceled', 'declined', 'withdrawn', 'expired', 'funding_expired'].includes(status)) return 'ended';
  return 'active';
}
