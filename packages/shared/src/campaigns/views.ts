import { z } from 'zod';
import { nextCursorField } from '../common/query-fields';
import { CURRENCIES, DELIVERABLE_TYPES, USAGE_RIGHTS_DURATIONS, USAGE_RIGHTS_KINDS } from '../deals/offers/enums';
import { APPLICATION_STATUSES, CAMPAIGN_STATUSES, CAMPAIGN_VISIBILITIES, INVITATION_STATUSES } from '../marketplace/enums';
import { PROFILE_PLATFORMS, TALENT_VERTICALS } from '../profile/enums';
import { creatorCardSchema } from '../search/views';

const cents = z.number().int().nullable();
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.' });

/** The brand behind a campaign, as creators see it. */
export const campaignBrandSchema = z.object({
  id: z.uuid(),
  name: z.string().meta({ description: 'The company name, or the person’s name while the brand profile has none.' }),
  logo: z.string().nullable(),
  verified: z.boolean().meta({ description: 'The brand proved it receives email at its website’s domain.' }),
});
export type CampaignBrand = z.infer<typeof campaignBrandSchema>;

/**
 * A campaign as the API answers it. Amounts are integer cents of `currency`. Its status is as it stands
 * now: an open campaign whose deadline passed reads `closed` even before the timer closes it. The budget
 * kind is `fixed` when both ends are equal; null while a draft has no budget.
 */
export const campaignSchema = z
  .object({
    id: z.uuid(),
    brand: campaignBrandSchema,
    status: z
      .enum(CAMPAIGN_STATUSES)
      .meta({ description: 'As it stands now: an open campaign past its deadline reads `closed`.' }),
    visibility: z.enum(CAMPAIGN_VISIBILITIES),
    title: z.string(),
    description: z.string(),
    goals: z.string(),
    platforms: z.array(z.enum(PROFILE_PLATFORMS)),
    deliverables: z.array(
      z.object({ type: z.enum(DELIVERABLE_TYPES), quantity: z.number().int(), notes: z.string().nullable() }),
    ),
    budget_min_cents: cents.meta({
      description: 'Per creator, integer minor units of `currency`; null while a draft has no budget.',
    }),
    budget_max_cents: cents.meta({ description: 'Equal to the minimum for a fixed budget.' }),
    budget_kind: z.enum(['fixed', 'range']).nullable(),
    currency: z.enum(CURRENCIES),
    creators_wanted: z.number().int(),
    application_deadline: timestamp.nullable(),
    content_due_date: z.string().nullable().meta({ description: 'YYYY-MM-DD.' }),
    guidelines_dos: z.string(),
    guidelines_donts: z.string(),
    usage_rights: z.object({
      kind: z.enum(USAGE_RIGHTS_KINDS),
      duration_days: z.literal(USAGE_RIGHTS_DURATIONS).nullable().meta({ description: 'null: perpetual (or none).' }),
    }),
    target_verticals: z.array(z.enum(TALENT_VERTICALS)),
    target_categories: z.array(z.string()),
    target_languages: z.array(z.string()),
    target_location: z.string().nullable(),
    accepting_applications: z.boolean().meta({ description: 'Open and before its deadline.' }),
    created_at: timestamp,
    updated_at: timestamp,
    published_at: timestamp.nullable(),
    closed_at: timestamp.nullable(),
  })
  .meta({ id: 'Campaign' });
export type CampaignView = z.infer<typeof campaignSchema>;

export const campaignDetailSchema = campaignSchema.extend({
  viewer: z
    .object({
      application: z.object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
      invitation: z.object({ id: z.uuid(), status: z.enum(INVITATION_STATUSES) }).nullable(),
    })
    .meta({ description: 'The reading creator’s application and invitation; null for anyone else.' }),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
/** Where the reader stands with a campaign (a creator's application and invitation; null for anyone else). */
export type CampaignViewerStanding = CampaignDetail['viewer'];

export const campaignListAnswerSchema = z.object({
  items: z.array(
    campaignSchema.extend({
      match_score: z.number().int().meta({ description: 'Platform 4, vertical 3, categories 2, languages 1.' }),
    }),
  ),
  next_cursor: z.string().nullable(),
});
export type CampaignListAnswer = z.infer<typeof campaignListAnswerSchema>;
/** A campaign with how well it fits the reader's profile (platform 4, vertical 3, categories 2, languages 1). */
export type CampaignListItem = CampaignListAnswer['items'][number];

const countsBy = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ ...Object.fromEntries(keys.map((k) => [k, z.number().int()])), total: z.number().int() } as Record<
    K[number] | 'total',
    z.ZodNumber
  >);

export const myCampaignsAnswerSchema = z.object({
  items: z.array(
    campaignSchema.extend({
      counts: z.object({
        applications: countsBy(APPLICATION_STATUSES),
        invitations: countsBy(INVITATION_STATUSES),
        offers: z.number().int().meta({ description: 'Deals of this campaign awaiting an answer.' }),
        deals: z
          .number()
          .int()
          .meta({ description: 'Deals of this campaign whose terms were agreed, not canceled nor left unfunded.' }),
      }),
    }),
  ),
  next_cursor: nextCursorField,
});
export type MyCampaign = z.infer<typeof myCampaignsAnswerSchema>['items'][number];
/** What a brand's list of its campaigns counts. Offers are deals awaiting an answer; deals are agreed ones. */
export type CampaignCounts = MyCampaign['counts'];

const invitationFields = {
  id: z.uuid(),
  campaign_id: z.uuid(),
  creator_id: z.uuid(),
  status: z.enum(INVITATION_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
};
export const invitationSchema = z.object(invitationFields).meta({ id: 'CampaignInvitation' });
export type InvitationView = z.infer<typeof invitationSchema>;
/** An invitation as the brand that sent it sees it. */
export const sentInvitationSchema = z.object({ ...invitationFields, creator: creatorCardSchema.nullable() });
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
/** Invitations as the invited creator sees them: the whole brief, which invite-only campaigns show nowhere else. */
export const myInvitationsAnswerSchema = z.object({
  items: z.array(z.object({ ...invitationFields, campaign: campaignSchema })),
});
export type MyInvitation = z.infer<typeof myInvitationsAnswerSchema>['items'][number];

// Applications (packages/api/src/applications).

const applicationFields = {
  id: z.uuid(),
  campaign_id: z.uuid(),
  creator_id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  pitch: z.string(),
  proposed_price_cents: z.number().int().nullable().meta({ description: 'Integer minor units of `currency`.' }),
  currency: z.enum(CURRENCIES),
  links: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
};

export const applicationSchema = z.object(applicationFields).meta({ id: 'Application' });
export type ApplicationView = z.infer<typeof applicationSchema>;
/** Applications as the campaign's brand sees them. */
export const campaignApplicationsAnswerSchema = z.object({
  items: z.array(z.object({ ...applicationFields, creator: creatorCardSchema.nullable() })),
  next_cursor: nextCursorField,
});
export type CampaignApplication = z.infer<typeof campaignApplicationsAnswerSchema>['items'][number];
/** A creator's applications, each with a summary of its campaign. */
export const myApplicationsAnswerSchema = z.object({
  items: z.array(
    z.object({
      ...applicationFields,
      campaign: z.object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(CAMPAIGN_STATUSES),
        brand: campaignBrandSchema,
        application_deadline: z.string().nullable(),
        accepting_applications: z.boolean(),
      }),
    }),
  ),
});
export type MyApplication = z.infer<typeof myApplicationsAnswerSchema>['items'][number];
/** A campaign in a creator's lists of applications. */
export type CampaignSummary = MyApplication['campaign'];
