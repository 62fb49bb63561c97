import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';
import type { BigIntColumn } from './rate-card';

type TextList = ColumnType<string[], string[] | undefined, string[]>;

export interface CampaignDeliverableColumn {
  type: string;
  quantity: number;
  notes: string | null;
}

export interface UsageRightsColumn {
  kind: string;
  duration_days: number | null;
}

export interface CampaignsTable {
  id: Generated<string>;
  brand_id: string;
  /** draft, open, closed, completed. */
  status: Generated<string>;
  /** public, invite_only. */
  visibility: Generated<string>;
  title: string;
  description: Generated<string>;
  goals: Generated<string>;
  platforms: TextList;
  deliverables: ColumnType<CampaignDeliverableColumn[], string | undefined, string>;
  budget_min_cents: BigIntColumn | null;
  budget_max_cents: BigIntColumn | null;
  currency: Generated<string>;
  creators_wanted: Generated<number>;
  application_deadline: Date | null;
  /** A calendar date, read as 'YYYY-MM-DD' text. */
  content_due_date: ColumnType<string | Date | null, string | null, string | null>;
  guidelines_dos: Generated<string>;
  guidelines_donts: Generated<string>;
  usage_rights: ColumnType<UsageRightsColumn, string | undefined, string>;
  target_verticals: TextList;
  target_categories: TextList;
  target_languages: TextList;
  target_location: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Date | null;
  closed_at: Date | null;
  /** Hidden by an administrator (migration 0036): only its brand still sees it. */
  hidden_at: Generated<Date | null>;
}

export interface CampaignInvitationsTable {
  id: Generated<string>;
  campaign_id: string;
  creator_id: string;
  /** pending, applied, declined, offered. */
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reader's view of a campaign's page, once a day (migration 0040); the brand's own and admins' are not kept. */
export interface CampaignViewsTable {
  campaign_id: string;
  /** A calendar date, 'YYYY-MM-DD'. */
  day: ColumnType<string | Date, string, string>;
  viewer_id: string;
}

/** A brand's briefs, the creators it invited to them, and who read them. */
export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_invitations: CampaignInvitationsTable;
  campaign_views: CampaignViewsTable;
}

export type CampaignRow = Selectable<CampaignsTable>;
