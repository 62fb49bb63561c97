/** The roles the console's user search filters by: an account's kind, or the administrator's flag. */
export const ADMIN_USER_ROLES = ['creator', 'brand', 'admin'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/** Whether an account's email address is confirmed (`users.email_verified_at`), the only state an account has. */
export const ADMIN_USER_STATES = ['verified', 'unverified'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];

/** The calls to the payment provider (`payment_operations.kind`, migration 0011). */
export const PAYMENT_OPERATION_KINDS = ['charge', 'refund', 'payout'] as const;
export type PaymentOperationKind = (typeof PAYMENT_OPERATION_KINDS)[number];

/** Where a payment operation stands (`payment_operations.status`). */
export const PAYMENT_OPERATION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentOperationStatus = (typeof PAYMENT_OPERATION_STATUSES)[number];

/** The admin console's limits: a search's length. */
export const ADMIN_LIMITS = { queryMax: 100 } as const;
