import { z } from 'zod';
import { CURRENCIES } from '../deals/offers/enums';
import { RECEIPT_KINDS, TRANSFER_CODES } from './enums';

// The wallet procedures' answers, read from the ledger.

const cents = (description: string) => z.number().int().meta({ description });

/**
 * A person's money on Sponsorly, from the ledger. A brand: `available` to fund deals or send back to
 * its card, `held` in deals under way, `paid_out` sent back to its card. A creator: `held` for them in
 * deals under way, `pending` released for approved work and clearing, `available` to withdraw,
 * `paid_out` withdrawn.
 */
export const walletViewSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    available_cents: cents('A brand: to fund deals or send back to its card. A creator: to withdraw.'),
    pending_cents: cents('A creator: released for approved work, clearing before it can be withdrawn. A brand: 0.'),
    held_cents: cents('Held in deals under way: a brand’s money, or a creator’s to come.'),
    paid_out_cents: cents('A creator: withdrawn. A brand: sent back to its card.'),
    owed_cents: cents(
      'A brand: what it owes after a chargeback its balance did not cover; while above 0 it cannot fund deals. A creator: 0.',
    ),
  })
  .meta({ id: 'Wallet' });
export type WalletView = z.infer<typeof walletViewSchema>;

/**
 * One movement of a person's money. A hold is money set aside (−) or coming (+); `hold` says what became
 * of it: still held, all released, part released (the rest back), or all back.
 */
const movementViewSchema = z
  .object({
    id: z.string(),
    deal_id: z.uuid().nullable(),
    kind: z.enum(TRANSFER_CODES),
    amount_cents: cents('Into the person’s money on Sponsorly (+) or out of it (−).'),
    hold: z
      .object({ state: z.enum(['held', 'released', 'partly_released', 'returned']), released_cents: z.number().int() })
      .nullable(),
    deal_title: z.string().nullable().meta({
      description: 'What the deal is about, as its pages title it ("1 × Instagram Reel + 1 more"); null without a deal.',
    }),
    counterpart_name: z.string().nullable().meta({
      description: 'The deal’s other side: the creator’s name for a brand, the brand’s for a creator; null without a deal.',
    }),
    created_at: z.string(),
  })
  .meta({ id: 'Movement' });
export type MovementView = z.infer<typeof movementViewSchema>;

/** A page of movements, newest first. */
export const movementPageSchema = z.object({ items: z.array(movementViewSchema), next_cursor: z.string().nullable() });

/** A payout or a refund, paid or (a refund Stripe is still sending) on its way. */
export const withdrawalViewSchema = z
  .object({
    operation_id: z.uuid(),
    amount_cents: cents(
      'What is paid or on its way. A refund split over several card payments of which a part failed: the parts that went; the rest is back in the balance.',
    ),
    status: z.enum(['succeeded', 'pending']).meta({
      description: '`pending`: Stripe is still sending part of a refund; the amount stays set aside until it says how it ended.',
    }),
  })
  .meta({ id: 'Withdrawal' });
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/** The dashboards' and the money pages' figures. */
export const moneySummarySchema = z
  .object({
    this_month_cents: cents('A creator: released this month (UTC). A brand: spent on approved work this month, fees included.'),
    total_cents: cents('The same since the first deal.'),
    fees_cents: cents('Of a brand’s spending, the platform fees; 0 for a creator.'),
    pending_cents: cents('A creator: held in deals under way and clearing. A brand: held in deals under way.'),
    by_month: z
      .array(z.object({ month: z.string().meta({ description: 'YYYY-MM (UTC)' }), cents: z.number().int() }))
      .meta({ description: 'The last six months, oldest first.' }),
  })
  .meta({ id: 'MoneySummary' });
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** A receipt (a funded deal) or a credit note (a refund to the card), as the finances page lists it. */
const receiptViewSchema = z
  .object({
    id: z.uuid(),
    number: z.string().meta({ description: '`SP-2026-000123`: one series a year, without gaps, for both kinds.' }),
    kind: z.enum(RECEIPT_KINDS),
    deal_id: z.uuid().nullable().meta({ description: 'The funded deal, for a receipt; null for a credit note.' }),
    total_cents: cents('What was paid (a receipt: the price and the fee) or refunded (a credit note).'),
    currency: z.enum(CURRENCIES),
    created_at: z.string(),
  })
  .meta({ id: 'Receipt' });
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** A page of receipts, newest first; the PDF of each is at GET /receipts/{id}. */
export const receiptPageSchema = z.object({ items: z.array(receiptViewSchema), next_cursor: z.string().nullable() });
