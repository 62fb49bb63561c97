import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json } from './columns';
import type { BigIntColumn } from './rate-card';

/** A timestamp the database fills in (`now()`) unless the service gives one. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
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
  created_at: CreatedAt;
  updated_at: CreatedAt;
  published_at: Date | null;
  closed_at: Date | null;
}

export interface CampaignInvitationsTable {
  id: Generated<string>;
  campaign_id: string;
  creator_id: string;
  /** pending, applied, declined, offered. */
  status: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ApplicationsTable {
  id: Generated<string>;
  campaign_id: string;
  creator_id: string;
  /** submitted, shortlisted, declined, withdrawn, offered. */
  status: Generated<string>;
  pitch: string;
  proposed_price_cents: BigIntColumn | null;
  currency: Generated<string>;
  links: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DealsTable {
  id: Generated<string>;
  brand_id: string;
  creator_id: string;
  campaign_id: string | null;
  application_id: string | null;
  package_id: string | null;
  /** docs/marketplace.md "Deal states". */
  status: string;
  /** Whose answer an `offered` deal waits for (brand, creator); null otherwise. */
  awaiting: string | null;
  current_version: Generated<number>;
  currency: Generated<string>;
  expires_at: Date | null;
  extended: Generated<boolean>;
  funding_due_at: Date | null;
  /** When the awaited side was told the offer expires in 24 h; cleared when the expiry moves (migration 0010). */
  expiry_reminded_at: Date | null;
  /** When the brand's money came in and the work began (migration 0011). */
  funded_at: Date | null;
  /** Change requests made so far (migration 0013); the version's `revisions_included` bounds them. */
  revisions_used: Generated<number>;
  /** The end of the brand's review window while `delivered`: silence approves (migration 0013). */
  review_due_at: Date | null;
  review_reminded_at: Date | null;
  approved_at: Date | null;
  /** When released money becomes available to the creator, and when it did. */
  clears_at: Date | null;
  cleared_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DealDeliverableColumn {
  id: string;
  type: string;
  quantity: number;
  due_date: string;
  notes: string | null;
}

export interface DealVersionsTable {
  deal_id: string;
  version: number;
  proposed_by: string;
  proposer_id: string;
  deliverables: Json<DealDeliverableColumn[]>;
  price_cents: BigIntColumn;
  fee_cents: BigIntColumn;
  currency: string;
  revisions_included: number;
  review_days: number;
  usage_rights: Json<UsageRightsColumn>;
  message: Generated<string>;
  created_at: CreatedAt;
}

export interface DealEventsTable {
  id: Generated<string>;
  deal_id: string;
  actor_id: string | null;
  actor_role: string;
  action: string;
  from_status: string | null;
  to_status: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  idempotency_key: string | null;
  created_at: CreatedAt;
}

export interface ConversationsTable {
  id: Generated<string>;
  brand_id: string;
  creator_id: string;
  created_at: CreatedAt;
  last_message_at: Date | null;
  brand_emailed_at: Date | null;
  creator_emailed_at: Date | null;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  body: string;
  warning: Generated<boolean>;
  created_at: CreatedAt;
  read_at: Date | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: Generated<string>;
  link: string | null;
  created_at: CreatedAt;
  read_at: Date | null;
}

export interface UserEventsTable {
  /** bigserial: the driver reads it as text. */
  id: Generated<string>;
  user_id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

/** The marketplace up to an agreement: campaigns, applications, deals and offers, conversations, notifications. */
export interface MarketplaceTables {
  campaigns: CampaignsTable;
  campaign_invitations: CampaignInvitationsTable;
  applications: ApplicationsTable;
  deals: DealsTable;
  deal_versions: DealVersionsTable;
  deal_events: DealEventsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  user_events: UserEventsTable;
}

export type CampaignRow = Selectable<CampaignsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type DealRow = Selectable<DealsTable>;
export type DealVersionRow = Selectable<DealVersionsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
