import { z } from 'zod';
import { nextCursorField } from '../common/query-fields';
import { DISPUTE_OUTCOMES } from '../deals/endings/enums';
import { CURRENCIES } from '../deals/offers/enums';
import { USER_TYPES } from '../auth/enums';
import { DEAL_STATUSES } from '../marketplace/enums';
import { EMAIL_STATUSES } from '../outbox/enums';
import { walletViewSchema } from '../payments/views';
import { PAYMENT_OPERATION_KINDS, PAYMENT_OPERATION_STATUSES } from './enums';

// The answers of the administration procedures.

const timestamp = z.iso.datetime();

const userRow = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  email: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  is_premium: z.boolean(),
  is_tester: z.boolean(),
});
const earlyAccessRow = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  created_at: timestamp,
});
const emailRow = z.object({
  id: z.uuid(),
  recipient_email: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: timestamp.nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  error_message: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof userRow>;
export type AdminEarlyAccessRow = z.infer<typeof earlyAccessRow>;
export type AdminEmailRow = z.infer<typeof emailRow>;

/** One page of one list, for the admin page's "Load more". */
const page = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), next_cursor: z.string().nullable() });
export const adminUsersPageSchema = page(userRow);
export const adminEarlyAccessPageSchema = page(earlyAccessRow);
export const adminEmailsPageSchema = page(emailRow);
/** One page of one admin list: the shape `page(row)` gives for any row. */
export type AdminPage<Row> = { rows: Row[]; next_cursor: string | null };

export const adminListsSchema = z.object({
  is_admin: z.literal(true),
  users: z.array(userRow),
  early_access_users: z.array(earlyAccessRow),
  emails_sent: z.array(emailRow),
  next_cursors: z.object({ users: z.string().nullable(), early_access: z.string().nullable(), emails: z.string().nullable() }),
});
export type AdminLists = z.infer<typeof adminListsSchema>;

/** The ledger's invariants, checked now (as `npm run ledger:check`). */
/** The ledger's invariants as `npm run ledger:check` and the admin console read them; `problems` is empty when it holds. */
export const ledgerCheckSchema = z
  .object({ ok: z.boolean(), problems: z.array(z.string()), accounts: z.number().int(), transfers: z.number().int() })
  .meta({ id: 'LedgerCheck' });
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

const cents = (description: string) => z.number().int().meta({ description });
/** The platform's own money, from its ledger accounts (docs/ledger.md): the admin console's money card. */
export const platformMoneySchema = z
  .object({
    currency: z.enum(CURRENCIES),
    fee_income_cents: cents('Platform fees earned: released with approved work, less any given back.'),
    fees_held_cents: cents('Platform fees held in deals under way, not earned yet.'),
    processing_fees_cents: cents('What the payment providers kept of the charges (Stripe’s fees).'),
    net_fee_income_cents: cents('Fee income less processing fees.'),
    chargebacks_cents: cents('Card payments taken back by disputes still open or lost.'),
    owed_by_brands_cents: cents('What brands owe of chargebacks their balance did not cover.'),
  })
  .meta({ id: 'PlatformMoney' });
export type PlatformMoney = z.infer<typeof platformMoneySchema>;

const adminDisputeRowSchema = z.object({
  id: z.uuid(),
  deal_id: z.uuid(),
  status: z.enum(['open', 'resolved']),
  opened_side: z.enum(['brand', 'creator']),
  reason: z.string(),
  answered: z.boolean(),
  brand_name: z.string(),
  creator_name: z.string(),
  price_cents: z.number().int(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  created_at: z.string(),
});
/** Disputes as the admin page lists them: the open ones first, oldest first; then the decided. */
export const adminDisputeListSchema = z.object({ items: z.array(adminDisputeRowSchema), next_cursor: nextCursorField });
export type AdminDisputeView = z.infer<typeof adminDisputeRowSchema>;

/** A decided dispute: the deal it belongs to. */
export const resolvedDisputeAnswerSchema = z.object({ deal_id: z.uuid() });

// The admin console's answers.

/** An account as the console's user search lists it. */
const consoleUserRow = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  is_admin: z.boolean().meta({ description: 'Flagged in the database or named by ADMIN_EMAILS.' }),
  verified: z.boolean(),
  created_at: timestamp,
});
export type AdminConsoleUserRow = z.infer<typeof consoleUserRow>;
export const adminUserSearchPageSchema = page(consoleUserRow).meta({ id: 'AdminUserSearchPage' });

/** A payment operation (a charge, refund or payout made through the provider), as the console shows it. */
const paymentOperationRow = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_OPERATION_KINDS),
  status: z.enum(PAYMENT_OPERATION_STATUSES),
  provider: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  user_id: z.uuid(),
  user_name: z.string(),
  deal_id: z.uuid().nullable(),
  failure_code: z.string().nullable(),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type AdminPaymentOperationRow = z.infer<typeof paymentOperationRow>;
export const adminPaymentOperationsPageSchema = page(paymentOperationRow).meta({ id: 'AdminPaymentOperationsPage' });

/** One line of an account's history, oldest first: what happened, when, and the deal it concerns. */
const historyEntry = z.object({
  at: timestamp,
  kind: z.enum(['signed_up', 'verified', 'session', 'deal_event']),
  text: z.string(),
  deal_id: z.uuid().nullable(),
});
export type AdminHistoryEntry = z.infer<typeof historyEntry>;

/** One account in full for the console: its profile, deals, payments, wallet and history. Never a secret. */
export const adminUserDetailSchema = z
  .object({
    user: consoleUserRow.extend({
      username: z.string().nullable(),
      email_verified_at: timestamp.nullable(),
      updated_at: timestamp,
      /** Suspended by an administrator since then (docs/moderation.md); null when active. */
      suspended_at: timestamp.nullable(),
    }),
    profile: z.object({
      company_name: z.string().nullable(),
      website: z.string().nullable(),
      industry: z.string().nullable(),
      platform: z.string().nullable(),
      location: z.string().nullable(),
      categories: z.array(z.string()),
      searchable: z.boolean().nullable(),
    }),
    deals: z.array(
      z.object({
        id: z.uuid(),
        status: z.enum(DEAL_STATUSES),
        side: z.enum(['brand', 'creator']),
        other_party: z.object({ id: z.uuid(), name: z.string() }),
        price_cents: z.number().int(),
        currency: z.string(),
        created_at: timestamp,
      }),
    ),
    payments: z.array(paymentOperationRow),
    wallet: walletViewSchema,
    history: z.array(historyEntry),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The outbox as the console lists it (as the database page's Emails Sent). */
export const adminOutboxPageSchema = adminEmailsPageSchema;

/** What "Resend" did: `resent` false when the email was already waiting (a second click changes nothing). */
export const adminResendAnswerSchema = z
  .object({ id: z.uuid(), status: z.literal('pending'), resent: z.boolean(), message: z.string() })
  .meta({ id: 'AdminResendAnswer' });
export type AdminResendAnswer = z.infer<typeof adminResendAnswerSchema>;
