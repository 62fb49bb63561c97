import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, Timestamp } from './columns';

export interface SocialLinks {
  youtube?: string;
  instagram?: string;
  tiktok?: string;
  twitter?: string;
  linkedin?: string;
  website?: string;
}

export interface CreatorProfilesTable {
  user_id: string;
  platform: string | null;
  bio: string | null;
  profile_image: string | null;
  social_links: Json<SocialLinks>;
  categories: Json<string[]>;
  interests: Json<string[]>;
  content_type: Json<string[]>;
  portfolio_items: Json<unknown[]>;
  achievements: string | null;
  location: string | null;
  languages: Json<string[]>;
  available_for_hire: Generated<boolean>;
  expertise_level: Generated<string>;
  talent_vertical: string | null;
  custom_talent_vertical: string | null;
  profile_views: Generated<number>;
  /** In brands' search (once the email is verified); a creator may leave it. */
  searchable: Generated<boolean>;
  /** The public page's address, /c/<handle>; made from the name when not given (migration 0030). */
  handle: Generated<string>;
  /** Who may read the page: 'public' or 'brands' (PAGE_VISIBILITIES). */
  page_visibility: Generated<string>;
  /** Shown in the landing's showcase while the page is public and there is a photo (migration 0033). */
  showcase: Generated<boolean>;
  updated_at: Timestamp;
}

export interface BrandProfilesTable {
  user_id: string;
  website: string | null;
  industry: string;
  company_name: string | null;
  logo: string | null;
  company_size: string | null;
  description: string | null;
  budget_range: string | null;
  /** The company domain the brand proved it owns; cleared by the database when the website changes (migration 0035). */
  verified_domain: Generated<string | null>;
  verified_at: Generated<Date | null>;
  updated_at: Timestamp;
}

export interface CreatorProfileViewsTable {
  creator_id: string;
  brand_id: string;
  /** The UTC day of the view, as YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
}

/** The profile of each account, and brands' views of creators. */
export interface ProfileTables {
  creator_profiles: CreatorProfilesTable;
  brand_profiles: BrandProfilesTable;
  creator_profile_views: CreatorProfileViewsTable;
}

export type CreatorProfile = Selectable<CreatorProfilesTable>;
export type BrandProfile = Selectable<BrandProfilesTable>;
