/** Where one deliverable of a funded deal stands (docs/deliverables.md). */
export const DELIVERABLE_STATUSES = ['pending', 'submitted', 'changes_requested', 'approved'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** A draft is a link to the work or a file uploaded to Sponsorly. */
export const SUBMISSION_KINDS = ['link', 'file'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
