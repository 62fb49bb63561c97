import type { DealStatus } from '../../marketplace/enums';

/** How an admin ends a dispute (docs/marketplace.md "Cancellations and disputes"). */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'split', 'resume'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const CANCELLATION_STATUSES = ['open', 'accepted', 'refused', 'closed'] as const;

/**
 * Where a cancellation by agreement (or by 72 hours of silence) may be asked: while the work is in
 * progress. Delivered work is the brand's to approve, ask changes to, or dispute, never to cancel for a
 * refund; delivering closes a request still open.
 */
export const CANCELLABLE_STATUSES = ['in_progress'] as const satisfies readonly DealStatus[];

/** Whether a deal in this state may be asked to cancel (and keeps a request open). */
export const isCancellable = (status: string): boolean => (CANCELLABLE_STATUSES as readonly string[]).includes(status);
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];
