import { z } from 'zod';
import { dealWorkViewSchema } from './work/views';
import { cancellationViewSchema, disputeViewSchema } from './endings/views';
import { dealReviewsViewSchema } from './reviews/views';
import { CURRENCIES, DELIVERABLE_TYPES, USAGE_RIGHTS_DURATIONS, USAGE_RIGHTS_KINDS } from './offers/enums';
import { DEAL_ACTORS, DEAL_PARTIES, DEAL_STATUSES } from '../marketplace/enums';
import { DEAL_ACTIONS, DEAL_PARTY_ACTIONS, DEAL_TERM_FIELDS } from './enums';

const cents = (description: string) => z.number().int().meta({ description });

export const dealDeliverableViewSchema = z.object({
  id: z.string().meta({ description: 'Stable across counter-offers.' }),
  type: z.enum(DELIVERABLE_TYPES),
  quantity: z.number().int(),
  due_date: z.string().meta({ description: 'YYYY-MM-DD' }),
  notes: z.string().nullable(),
});
export type DealDeliverableView = z.infer<typeof dealDeliverableViewSchema>;

const termsShape = {
  version: z.number().int(),
  proposed_by: z.enum(DEAL_PARTIES),
  deliverables: z.array(dealDeliverableViewSchema),
  price_cents: cents('The agreed price: what the creator receives, all of it.'),
  fee_cents: cents(
    'The platform fee the brand pays on top (PLATFORM_FEE_PERCENT, rounded half up). Not shown to the creator.',
  ).optional(),
  total_cents: cents('What the brand pays: price and fee. Not shown to the creator.').optional(),
  currency: z.enum(CURRENCIES),
  revisions_included: z.number().int(),
  review_days: z.number().int(),
  usage_rights: z.object({ kind: z.enum(USAGE_RIGHTS_KINDS), duration_days: z.literal(USAGE_RIGHTS_DURATIONS).nullable() }),
  message: z.string(),
  created_at: z.string(),
};

/**
 * One version of the terms as its reader sees them. The creator sees the price they receive and no
 * fee; the brand (and an admin) also sees the platform fee and the total the brand pays.
 */
export const dealTermsViewSchema = z.object(termsShape).meta({ id: 'DealTerms' });
export type DealTermsView = z.infer<typeof dealTermsViewSchema>;

export const dealVersionViewSchema = z
  .object({
    ...termsShape,
    changed: z.array(z.enum(DEAL_TERM_FIELDS)).meta({ description: 'What this version changed from the one before.' }),
  })
  .meta({ id: 'DealVersion' });
export type DealVersionView = z.infer<typeof dealVersionViewSchema>;

export const dealEventViewSchema = z
  .object({
    id: z.string(),
    actor: z.enum(DEAL_ACTORS),
    action: z.enum(DEAL_ACTIONS),
    from_status: z.enum(DEAL_STATUSES).nullable(),
    to_status: z.enum(DEAL_STATUSES),
    /** The version the step made or answered. */
    version: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DealEvent' });
export type DealEventView = z.infer<typeof dealEventViewSchema>;

export const dealPartyViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  verified: z
    .boolean()
    .optional()
    .meta({ description: 'A brand that proved it receives email at its website’s domain; absent for a creator.' }),
});
export type DealPartyView = z.infer<typeof dealPartyViewSchema>;

const summaryShape = {
  id: z.uuid(),
  status: z.enum(DEAL_STATUSES),
  awaiting: z.enum(DEAL_PARTIES).nullable().meta({ description: 'Whose answer an offer waits for; null in every other state.' }),
  /** The reader's side; null for an admin reading another's deal. */
  your_side: z.enum(DEAL_PARTIES).nullable(),
  brand: dealPartyViewSchema,
  creator: dealPartyViewSchema,
  /** The other party, for a party; null for an admin. */
  counterpart: dealPartyViewSchema.nullable(),
  campaign_id: z.uuid().nullable(),
  application_id: z.uuid().nullable(),
  package_id: z.uuid().nullable(),
  currency: z.enum(CURRENCIES),
  terms: dealTermsViewSchema,
  /** When the offer expires, while it is offered. */
  expires_at: z.string().nullable(),
  /** Whether the creator already used the one extension. */
  extended: z.boolean(),
  /** When funding is due, while the deal awaits it. */
  funding_due_at: z.string().nullable(),
  next_step: z.string(),
  actions: z.array(z.enum(DEAL_PARTY_ACTIONS)).meta({ description: 'What the reader may do now.' }),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A deal in a list: where it stands and its current terms. */
export const dealSummaryViewSchema = z.object(summaryShape).meta({ id: 'DealSummary' });
export type DealSummaryView = z.infer<typeof dealSummaryViewSchema>;

/** One deal with every version of its terms and every step. */
export const dealViewSchema = z
  .object({
    ...summaryShape,
    versions: z.array(dealVersionViewSchema),
    events: z.array(dealEventViewSchema),
    conversation_id: z.uuid().nullable().meta({ description: 'The pair’s conversation, for a party; null for an admin.' }),
    work: dealWorkViewSchema.nullable().meta({ description: 'The work, once the deal is funded; null before.' }),
    cancellation: cancellationViewSchema
      .nullable()
      .meta({ description: 'The open cancellation request: the other side answers it; 72 hours of silence accepts it.' }),
    dispute: disputeViewSchema.nullable().meta({ description: 'The latest dispute, open or decided.' }),
    can_cancel_overdue: z
      .boolean()
      .meta({ description: 'The brand may cancel alone: a deliverable is 24 hours past its due day and not submitted.' }),
    payment_processing: z.boolean().meta({
      description:
        'The brand has a payment under way on the provider’s page (Stripe Checkout): the deal is funded when it goes through.',
    }),
    reviews: dealReviewsViewSchema
      .nullable()
      .meta({ description: 'After completion: your review, the other side’s once both are in or 14 days have passed.' }),
  })
  .meta({ id: 'Deal' });
export type DealView = z.infer<typeof dealViewSchema>;

/** What a deal's procedures answer: the deal as its reader now sees it. */
export const dealAnswerSchema = z.object({ deal: dealViewSchema });
export type DealAnswerView = z.infer<typeof dealAnswerSchema>;

export const dealListAnswerSchema = z.object({ items: z.array(dealSummaryViewSchema), next_cursor: z.string().nullable() });
export type DealListView = z.infer<typeof dealListAnswerSchema>;

/** How many of the reader's deals stand in each state; states with none are left out. */
export const dealCountsSchema = z.partialRecord(z.enum(DEAL_STATUSES), z.number().int()).meta({ id: 'DealCounts' });
export type DealCountsView = z.infer<typeof dealCountsSchema>;
