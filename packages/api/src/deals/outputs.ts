import {
  CURRENCIES,
  DEAL_ACTIONS,
  DEAL_ACTORS,
  DEAL_PARTIES,
  DEAL_PARTY_ACTIONS,
  DEAL_STATUSES,
  DEAL_TERM_FIELDS,
  DELIVERABLE_STATUSES,
  DELIVERABLE_TYPES,
  SUBMISSION_KINDS,
  USAGE_RIGHTS_DURATIONS,
  USAGE_RIGHTS_KINDS,
  CANCELLATION_STATUSES,
  DISPUTE_OUTCOMES,
} from '@sponsorly/shared';
import { z } from 'zod';

const cents = (description: string) => z.number().int().meta({ description });

const deliverableSchema = z.object({
  id: z.string().meta({ description: 'Stable across counter-offers.' }),
  type: z.enum(DELIVERABLE_TYPES),
  quantity: z.number().int(),
  due_date: z.string().meta({ description: 'YYYY-MM-DD' }),
  notes: z.string().nullable(),
});

const termsShape = {
  version: z.number().int(),
  proposed_by: z.enum(DEAL_PARTIES),
  deliverables: z.array(deliverableSchema),
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
const termsSchema = z.object(termsShape).meta({ id: 'DealTerms' });
const versionSchema = z
  .object({
    ...termsShape,
    changed: z.array(z.enum(DEAL_TERM_FIELDS)).meta({ description: 'What this version changed from the one before.' }),
  })
  .meta({ id: 'DealVersion' });
const eventSchema = z
  .object({
    id: z.string(),
    actor: z.enum(DEAL_ACTORS),
    action: z.enum(DEAL_ACTIONS),
    from_status: z.enum(DEAL_STATUSES).nullable(),
    to_status: z.enum(DEAL_STATUSES),
    version: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DealEvent' });
const partySchema = z.object({ id: z.uuid(), name: z.string() });

export const reviewSchema = z
  .object({
    author_side: z.enum(DEAL_PARTIES),
    author_name: z.string(),
    rating: z.number().int(),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Review' });

const submissionSchema = z
  .object({
    id: z.uuid(),
    round: z.number().int().meta({ description: '1 for the first draft, one more after each change request.' }),
    kind: z.enum(SUBMISSION_KINDS),
    url: z.string().nullable(),
    file: z.object({ id: z.uuid(), name: z.string(), content_type: z.string(), size_bytes: z.number().int() }).nullable(),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Submission' });
const workSchema = z
  .object({
    deliverables: z.array(
      z.object({
        id: z.string(),
        status: z.enum(DELIVERABLE_STATUSES),
        submissions: z.array(submissionSchema),
        change_requests: z.array(z.object({ round: z.number().int(), comment: z.string(), created_at: z.string() })),
        live_url: z.string().nullable(),
        rights_start_at: z.string().nullable(),
        rights_end_at: z.string().nullable(),
      }),
    ),
    revisions_used: z.number().int(),
    revisions_included: z.number().int(),
    review_due_at: z
      .string()
      .nullable()
      .meta({ description: 'While delivered: the end of the review window; silence approves.' }),
    approved_at: z.string().nullable(),
    clears_at: z.string().nullable().meta({ description: 'When the released price becomes available to the creator.' }),
    cleared_at: z.string().nullable(),
  })
  .meta({ id: 'DealWork' });

const summaryShape = {
  id: z.uuid(),
  status: z.enum(DEAL_STATUSES),
  awaiting: z.enum(DEAL_PARTIES).nullable().meta({ description: 'Whose answer an offer waits for; null in every other state.' }),
  your_side: z.enum(DEAL_PARTIES).nullable(),
  brand: partySchema,
  creator: partySchema,
  counterpart: partySchema.nullable(),
  campaign_id: z.uuid().nullable(),
  application_id: z.uuid().nullable(),
  package_id: z.uuid().nullable(),
  currency: z.enum(CURRENCIES),
  terms: termsSchema,
  expires_at: z.string().nullable(),
  extended: z.boolean(),
  funding_due_at: z.string().nullable(),
  next_step: z.string(),
  actions: z.array(z.enum(DEAL_PARTY_ACTIONS)).meta({ description: 'What the reader may do now.' }),
  created_at: z.string(),
  updated_at: z.string(),
};
const summarySchema = z.object(summaryShape).meta({ id: 'DealSummary' });
const dealSchema = z
  .object({
    ...summaryShape,
    versions: z.array(versionSchema),
    events: z.array(eventSchema),
    conversation_id: z.uuid().nullable().meta({ description: 'The pair’s conversation, for a party; null for an admin.' }),
    work: workSchema.nullable().meta({ description: 'The work, once the deal is funded; null before.' }),
    cancellation: z
      .object({
        id: z.uuid(),
        requested_side: z.enum(DEAL_PARTIES),
        reason: z.string(),
        status: z.enum(CANCELLATION_STATUSES),
        answer_due_at: z.string(),
        created_at: z.string(),
      })
      .nullable()
      .meta({ description: 'The open cancellation request: the other side answers it; 72 hours of silence accepts it.' }),
    dispute: z
      .object({
        id: z.uuid(),
        opened_side: z.enum(DEAL_PARTIES),
        reason: z.string(),
        evidence: z.array(z.string()),
        answer: z.string().nullable(),
        answer_due_at: z.string(),
        status: z.enum(['open', 'resolved']),
        outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
        creator_percent: z.number().int().nullable(),
        note: z.string().nullable(),
        resolved_at: z.string().nullable(),
        created_at: z.string(),
      })
      .nullable()
      .meta({ description: 'The latest dispute, open or decided.' }),
    can_cancel_overdue: z
      .boolean()
      .meta({ description: 'The brand may cancel alone: a deliverable is 24 hours past its due day and not submitted.' }),
    reviews: z
      .object({
        mine: reviewSchema.nullable(),
        theirs: reviewSchema.nullable(),
        theirs_hidden: z.boolean(),
        can_review: z.boolean(),
        review_until: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'After completion: your review, the other side’s once both are in or 14 days have passed.' }),
  })
  .meta({ id: 'Deal' });

export const dealAnswerSchema = z.object({ deal: dealSchema });
export const dealListAnswerSchema = z.object({ items: z.array(summarySchema), next_cursor: z.string().nullable() });
