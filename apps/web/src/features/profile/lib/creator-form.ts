import {
  DEFAULT_EXPERTISE_LEVEL,
  DEFAULT_PAGE_VISIBILITY,
  SOCIAL_LINK_KEYS,
  type CreatorProfileView,
  type SocialLinkKey,
  type TagListKey,
} from '@sponsorly/shared';

/** The edit form holds text as typed; blanks become "not set" when the shared schema reads them. */
export interface CreatorFormValues extends Record<TagListKey, string[]> {
  first_name: string;
  last_name: string;
  location: string;
  available_for_hire: boolean;
  profile_image: string;
  bio: string;
  platform: string;
  expertise_level: string;
  talent_vertical: string;
  custom_talent_vertical: string;
  achievements: string;
  social_links: Record<SocialLinkKey, string>;
  /** One row per platform, figures as typed. */
  audience: AudienceFormRow[];
  searchable: boolean;
  /** The public page's address, /c/<handle>. */
  handle: string;
  page_visibility: string;
  showcase: boolean;
}

export interface AudienceFormRow {
  platform: string;
  handle: string;
  followers: string;
  avg_views: string;
  engagement_rate: string;
}

export const EMPTY_AUDIENCE_ROW: AudienceFormRow = {
  platform: '',
  handle: '',
  followers: '',
  avg_views: '',
  engagement_rate: '',
};

const typed = (value: number | null) => (value === null ? '' : String(value));

const noLinks = () => Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, ''])) as Record<SocialLinkKey, string>;

/** Spec section 3 defaults: available for hire, beginner. */
export const CREATOR_FORM_DEFAULTS: CreatorFormValues = {
  first_name: '',
  last_name: '',
  location: '',
  available_for_hire: true,
  profile_image: '',
  bio: '',
  platform: '',
  expertise_level: DEFAULT_EXPERTISE_LEVEL,
  talent_vertical: '',
  custom_talent_vertical: '',
  achievements: '',
  categories: [],
  content_type: [],
  interests: [],
  languages: [],
  social_links: noLinks(),
  audience: [],
  searchable: true,
  handle: '',
  page_visibility: DEFAULT_PAGE_VISIBILITY,
  showcase: false,
};

/** The defaults, refilled with whatever the saved profile holds. */
export function creatorFormValues(profile: CreatorProfileView): CreatorFormValues {
  const d = CREATOR_FORM_DEFAULTS;
  return {
    first_name: profile.first_name ?? d.first_name,
    last_name: profile.last_name ?? d.last_name,
    location: profile.location ?? d.location,
    available_for_hire: profile.available_for_hire ?? d.available_for_hire,
    profile_image: profile.profile_image ?? d.profile_image,
    bio: profile.bio ?? d.bio,
    platform: profile.platform ?? d.platform,
    expertise_level: profile.expertise_level || d.expertise_level,
    talent_vertical: profile.talent_vertical ?? d.talent_vertical,
    custom_talent_vertical: profile.custom_talent_vertical ?? d.custom_talent_vertical,
    achievements: profile.achievements ?? d.achievements,
    categories: [...(profile.categories ?? [])],
    content_type: [...(profile.content_type ?? [])],
    interests: [...(profile.interests ?? [])],
    languages: [...(profile.languages ?? [])],
    social_links: { ...noLinks(), ...profile.social_links },
    audience: (profile.audience ?? []).map((entry) => ({
      platform: entry.platform,
      handle: entry.handle ?? '',
      followers: typed(entry.followers),
      avg_views: typed(entry.avg_views),
      engagement_rate: typed(entry.engagement_rate),
    })),
    searchable: profile.searchable ?? d.searchable,
    handle: profile.handle ?? d.handle,
    page_visibility: profile.page_visibility ?? d.page_visibility,
    showcase: profile.showcase ?? d.showcase,
  };
}
