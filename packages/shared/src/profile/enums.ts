/** The choices of a creator or brand profile (spec section 3), each with its labels; a default is named beside its list. */

export const PROFILE_PLATFORMS = ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'blog', 'other'] as const;
export type ProfilePlatform = (typeof PROFILE_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<ProfilePlatform, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  twitch: 'Twitch',
  blog: 'Blog/Website',
  other: 'Other',
};

export const EXPERTISE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number];
export const DEFAULT_EXPERTISE_LEVEL: ExpertiseLevel = 'beginner';

export const TALENT_VERTICAL_LABELS = {
  lifestyle: 'Lifestyle',
  travel: 'Travel',
  beauty: 'Beauty',
  foodie: 'Food & Cooking',
  diy: 'DIY/Home/Renovation',
  athlete: 'Athlete/Sports',
  family: 'Moms/Family/Parenting',
  comedy: 'Comedy',
  couples: 'Couples',
  fashion: 'Fashion',
  popculture: 'Pop Culture',
  gaming: 'Gaming',
  reviews: 'Reviews',
  software: 'Software',
  tech: 'Tech',
  finance: 'Finance',
  education: 'Education',
  health: 'Health & Wellness',
  music: 'Music',
  art: 'Art & Design',
  other: 'Other',
} as const;
export type TalentVertical = keyof typeof TALENT_VERTICAL_LABELS;
export const TALENT_VERTICALS = Object.keys(TALENT_VERTICAL_LABELS) as [TalentVertical, ...TalentVertical[]];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-1000': '201-1000 employees',
  '1000+': '1000+ employees',
};

/** A brand's monthly budget; the brand dashboard's Budget Overview shows its label. */
export const BUDGET_RANGE_LABELS = {
  'under-1k': 'Under $1k',
  '1k-5k': '$1k-5k',
  '5k-20k': '$5k-20k',
  '20k-100k': '$20k-100k',
  'over-100k': 'Over $100k',
} as const;
export type BudgetRange = keyof typeof BUDGET_RANGE_LABELS;
/** Each monthly budget's bounds in cents (null: no upper bound), to say what remains once spending is counted. */
export const BUDGET_RANGE_CENTS: Record<BudgetRange, readonly [number, number | null]> = {
  'under-1k': [0, 100_000],
  '1k-5k': [100_000, 500_000],
  '5k-20k': [500_000, 2_000_000],
  '20k-100k': [2_000_000, 10_000_000],
  'over-100k': [10_000_000, null],
};
export const BUDGET_RANGES = Object.keys(BUDGET_RANGE_LABELS) as [BudgetRange, ...BudgetRange[]];

export const SOCIAL_LINK_KEYS = ['youtube', 'instagram', 'tiktok', 'twitter', 'linkedin', 'website'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];
export const SOCIAL_LINK_LABELS: Record<SocialLinkKey, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  website: 'Website',
};

/** The four tag lists of a creator profile, with their labels. */
export const TAG_LISTS = {
  categories: 'Content Categories',
  content_type: 'Content Types',
  interests: 'Personal Interests',
  languages: 'Languages',
} as const;
export type TagListKey = keyof typeof TAG_LISTS;

/**
 * Who may read a creator's page: `public`, anyone, logged in or not (when the creator is verified and in
 * search), or `brands`, logged-in brands only (docs/profiles.md "Public pages").
 */
export const PAGE_VISIBILITIES = ['public', 'brands'] as const;
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number];
export const DEFAULT_PAGE_VISIBILITY: PageVisibility = 'public';
export const PAGE_VISIBILITY_LABELS: Record<PageVisibility, string> = {
  public: 'Anyone with the link, and search engines',
  brands: 'Logged-in brands only',
};
