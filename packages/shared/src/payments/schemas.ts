import { z } from 'zod';
import { DEAL_LIMITS } from '../deals/limits';
import { dealAnswerSchema } from '../deals/views';
import { STATEMENT_MONTH_PATTERN } from './documents';
import { PAYOUT_ACCOUNT_STATUSES, STATEMENT_FORMATS } from './enums';
import { PAYMENT_MESSAGES } from './messages';

/** 16 digits, spaces allowed between groups, as people type a card number. */
const cardNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, PAYMENT_MESSAGES.cardNumberInvalid));

/**
 * Funding a deal with the sandbox provider: a test card number, or none (the sandbox's card that
 * succeeds). The amount is never taken from the client: the server reads it from the agreed terms.
 */
export const fundDealSchema = z.object({
  card_number: cardNumber.optional(),
});

/** Money out: a creator's withdrawal, or a brand's balance back to its card; whole cents. */
export const withdrawSchema = z.object({
  amount_cents: z
    .number({ error: PAYMENT_MESSAGES.amountInvalid })
    .int(PAYMENT_MESSAGES.amountInvalid)
    .min(1, PAYMENT_MESSAGES.amountInvalid)
    .max(DEAL_LIMITS.priceMaxCents * 100, PAYMENT_MESSAGES.amountInvalid),
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;

/** A page of a wallet's movements. */
export const movementsInputSchema = z.object({ cursor: z.string().max(20).optional() });

/** POST /deals/:id/fund: the deal's id with the card. */
export const fundDealInputSchema = fundDealSchema.extend({ id: z.string() });
export type FundDealInput = z.infer<typeof fundDealSchema>;

/** GET /payouts/account: where the creator's payout account stands, and what the provider still needs. */
export const payoutAccountViewSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES).meta({
    description:
      '`none` (not set up), `pending` (details missing), `enabled` (can be paid), `restricted` (turned off by the provider).',
  }),
  requirements_due: z
    .array(z.string())
    .meta({ description: 'What the provider still needs, in its own names (`external_account`, `tos_acceptance.date`).' }),
  automatic: z.boolean().meta({ description: 'Whether each deal’s money is paid out by itself as it clears.' }),
});

/** POST /payouts/automatic: "Pay me automatically when money clears", on or off. */
export const automaticPayoutsSchema = z.object({ enabled: z.boolean() });
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

/** POST /payouts/account: the provider's onboarding page to send the creator to. */
export const onboardingLinkSchema = z.object({ url: z.url().meta({ description: 'Go there; it comes back to /earnings.' }) });

/** POST /deals/:id/fund: the deal, and with Stripe the payment page to go to while the deal waits for the payment. */
export const fundAnswerSchema = dealAnswerSchema.extend({
  checkout_url: z
    .url()
    .optional()
    .meta({ description: 'With Stripe: go there to pay; the deal is funded when the payment goes through.' }),
});

/** A page of the brand's receipts: the cursor is the last number of the page before. */
export const receiptsInputSchema = z.object({ cursor: z.string().max(20).optional() });

/** GET /statements/{month}: a creator's month, as a PDF (the default) or CSV. */
export const statementRequestSchema = z.object({
  month: z.string().regex(STATEMENT_MONTH_PATTERN, PAYMENT_MESSAGES.statementMonthInvalid),
  format: z.enum(STATEMENT_FORMATS).default('pdf'),
});
export type StatementRequest = z.infer<typeof statementRequestSchema>;

/** GET /admin/payments/reconcile: since when Stripe's balance history is compared with the books. */
export const reconcileInputSchema = z.object({
  since: z.iso.date(PAYMENT_MESSAGES.reconcileSinceInvalid).meta({ description: 'A day, YYYY-MM-DD (UTC).' }),
});

/** What reconciling Stripe with Sponsorly's books found. */
export const reconciliationViewSchema = z.object({
  matched: z.number().int().meta({ description: 'Stripe movements matched one to one with a payment operation.' }),
  differences: z.array(
    z.object({
      kind: z.enum(['charge', 'payout', 'refund', 'fee']),
      stripe_id: z.string().nullable(),
      ledger_id: z.string().nullable().meta({ description: 'The payment operation, when Sponsorly has one.' }),
      amount_cents: z.number().int(),
      reason: z.string(),
    }),
  ),
});
export type ReconciliationView = z.infer<typeof reconciliationViewSchema>;
