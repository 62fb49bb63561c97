/** How an admin ends a dispute (docs/marketplace.md "Cancellations and disputes"). */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'split', 'resume'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const CANCELLATION_STATUSES = ['open', 'accepted', 'refused', 'closed'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];
