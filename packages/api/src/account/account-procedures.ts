/** The OpenAPI tag of the account's data: its download and its deletion. */
export const tags = ['Accounts'];

/** A deal in one of these states is over: nothing more will happen to it or its money. */
export const FINAL_DEAL_STATUSES = ['completed', 'canceled', 'declined', 'withdrawn', 'expired', 'funding_expired'] as const;
