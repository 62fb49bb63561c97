import type { Currency } from '../deals/offers/enums';
import type { UsageRights } from '../deals/offers/schemas';
import type { CreatorCard } from '../search/views';
import type { ApplicationStatus, CampaignStatus, CampaignVisibility, InvitationStatus } from '../marketplace/enums';
import type { ProfilePlatform, TalentVertical } from '../profile/enums';
import type { CampaignDeliverable } from './schemas';

/** The brand behind a campaign, as creators see it. */
export interface CampaignBrand {
  id: string;
  /** The company name, or the person's name while the brand profile has none. */
  name: string;
  logo: string | null;
}

/** A campaign as the API answers it. Amounts are integer cents of `currency`. */
export interface CampaignView {
  id: string;
  brand: CampaignBrand;
  /** As it stands now: an open campaign whose deadline passed reads `closed` even before the timer closes it. */
  status: CampaignStatus;
  visibility: CampaignVisibility;
  title: string;
  description: string;
  goals: string;
  platforms: ProfilePlatform[];
  deliverables: CampaignDeliverable[];
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  /** `fixed` when both ends are equal; null while a draft has no budget. */
  budget_kind: 'fixed' | 'range' | null;
  currency: Currency;
  creators_wanted: number;
  application_deadline: string | null;
  content_due_date: string | null;
  guidelines_dos: string;
  guidelines_donts: string;
  usage_rights: UsageRights;
  target_verticals: TalentVertical[];
  target_categories: string[];
  target_languages: string[];
  target_location: string | null;
  /** Open and before its deadline. */
  accepting_applications: boolean;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  closed_at: string | null;
}

/** Where the reader stands with a campaign (a creator's application and invitation; null for anyone else). */
export interface CampaignViewerStanding {
  application: { id: string; status: ApplicationStatus } | null;
  invitation: { id: string; status: InvitationStatus } | null;
}

export interface CampaignDetail extends CampaignView {
  viewer: CampaignViewerStanding;
}

export interface CampaignListItem extends CampaignView {
  /** How well the campaign fits the reader's profile (platform 4, vertical 3, categories 2, languages 1). */
  match_score: number;
}

export interface CampaignListAnswer {
  items: CampaignListItem[];
  next_cursor: string | null;
}

/** What a brand's list of its campaigns counts. Offers are deals awaiting an answer; deals are agreed ones. */
export interface CampaignCounts {
  applications: Record<ApplicationStatus, number> & { total: number };
  invitations: Record<InvitationStatus, number> & { total: number };
  offers: number;
  deals: number;
}

export interface MyCampaign extends CampaignView {
  counts: CampaignCounts;
}

export interface ApplicationView {
  id: string;
  campaign_id: string;
  creator_id: string;
  status: ApplicationStatus;
  pitch: string;
  proposed_price_cents: number | null;
  currency: Currency;
  links: string[];
  created_at: string;
  updated_at: string;
}

/** An application as the campaign's brand sees it. */
export interface CampaignApplication extends ApplicationView {
  creator: CreatorCard | null;
}

/** A campaign in a creator's lists of applications. */
export interface CampaignSummary {
  id: string;
  title: string;
  status: CampaignStatus;
  brand: CampaignBrand;
  application_deadline: string | null;
  accepting_applications: boolean;
}

export interface MyApplication extends ApplicationView {
  campaign: CampaignSummary;
}

export interface InvitationView {
  id: string;
  campaign_id: string;
  creator_id: string;
  status: InvitationStatus;
  created_at: string;
  updated_at: string;
}

/** An invitation as the brand that sent it sees it. */
export interface SentInvitation extends InvitationView {
  creator: CreatorCard | null;
}

/** An invitation as the invited creator sees it: the whole brief, which invite-only campaigns show nowhere else. */
export interface MyInvitation extends InvitationView {
  campaign: CampaignView;
}
