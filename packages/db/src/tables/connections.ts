import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface PlatformConnectionTable {
  creator_id: string;
  platform: string;
  /** `connected`, or `expired` once the platform refuses the token. */
  status: Generated<string>;
  /** The channel or account id on the platform. */
  external_id: string;
  handle: string | null;
  /** Encrypted by the server (AES-256-GCM); never the token itself. */
  access_token: string;
  refresh_token: string | null;
  token_expires_at: Timestamp | null;
  followers: Count;
  media_count: Count;
  views: Count;
  likes: Count;
  connected_at: Timestamp;
  refreshed_at: Timestamp | null;
  /** When the daily round reads the channel next. */
  next_read_at: Timestamp;
}

/** An authorization in flight: the `state` sent to the platform, bound to one session, used once. */
export interface ConnectionStateTable {
  /** SHA-256 of the state: the state itself only travels in the browser. */
  state_hash: string;
  session_id: string;
  creator_id: string;
  platform: string;
  /** The PKCE verifier, encrypted like the tokens. */
  code_verifier: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

type Count = ColumnType<string | number | bigint | null, number | null, number | null>;

/** One read of a live post's figures (migration 0039); a figure the platform does not give is null. */
export interface DealPostMetricsTable {
  id: Generated<string>;
  deal_id: string;
  deliverable_id: string;
  platform: string;
  post_id: string;
  read_at: Timestamp;
  views: Count;
  likes: Count;
  comments: Count;
  shares: Count;
  /** What this reading gained on the one before it, set by the database as it is written (migration 0040). */
  views_gained: ColumnType<string | number, never, never>;
  engagements_gained: ColumnType<string | number, never, never>;
  /** The post's gains up to and including this reading. */
  views_running: ColumnType<string | number, never, never>;
  engagements_running: ColumnType<string | number, never, never>;
}

/** A brand's or a campaign's live posts' gains on one day (UTC), kept by the database (migration 0040). */
interface PostDaysColumns {
  day: ColumnType<string | Date, string, string>;
  views_gained: ColumnType<string | number, never, never>;
  engagements_gained: ColumnType<string | number, never, never>;
}
export interface BrandPostDaysTable extends PostDaysColumns {
  brand_id: string;
}
export interface CampaignPostDaysTable extends PostDaysColumns {
  campaign_id: string;
}

export interface ConnectionTables {
  platform_connections: PlatformConnectionTable;
  deal_post_metrics: DealPostMetricsTable;
  brand_post_days: BrandPostDaysTable;
  campaign_post_days: CampaignPostDaysTable;
  connection_states: ConnectionStateTable;
}

export type PlatformConnectionRow = Selectable<PlatformConnectionTable>;
