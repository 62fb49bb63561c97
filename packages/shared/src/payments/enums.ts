/**
 * The ledger's words (docs/marketplace.md "Money", docs/ledger.md). An account belongs to a person (a
 * brand's balance; a creator's money clearing, then available) or to the platform (fees, and one per
 * payment provider: the outside world's side of every charge, refund and payout). A chargeback the
 * brand's balance could not cover is what the brand owes (`brand_owed`); the money card disputes took back
 * is in `chargebacks`, and the payment providers' fees in `processor_fees`.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'brand_balance',
  'creator_clearing',
  'creator_available',
  'platform_fees',
  'provider',
  'brand_owed',
  'chargebacks',
  'processor_fees',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** A transfer moves money now (`single`), holds it (`pending`), or settles a hold (`post`: all or part; `void`: none). */
export const TRANSFER_KINDS = ['single', 'pending', 'post', 'void'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** Why money moved: what a wallet's movements list says of each transfer. */
export const TRANSFER_CODES = [
  'funding',
  'hold_price',
  'hold_fee',
  'release_price',
  'release_fee',
  'return_price',
  'return_fee',
  'clearing',
  'refund',
  'payout',
  'payout_reversed',
  'chargeback',
  'chargeback_won',
  'owed_paid',
  'processor_fee',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

/** The payment providers Sponsorly can run with (`PAYMENT_PROVIDER`, docs/payments.md). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a call to a provider can end in, besides success. */
export const PAYMENT_FAILURES = [
  'card_declined',
  'insufficient_funds',
  'payout_refused',
  'checkout_expired',
  'refund_failed',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/**
 * The sandbox's test cards (documented in docs/payments.md; the same numbers as Stripe's test mode).
 * Any other number of the right shape succeeds; no money ever moves.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/**
 * Where a creator's payout account stands (GET /payouts/account): `none` (not set up), `pending` (details
 * missing), `enabled` (can be paid), `restricted` (the provider turned it off).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/**
 * A brand's documents, numbered in one series per year: a receipt for each funded deal, a credit note
 * for each refund to its card (docs/payments.md "Receipts and statements").
 */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** What a creator's monthly statement comes as. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
