/** What an account is and what signup asks for (spec section 3). The first listed default is named beside it. */

export const USER_TYPES = ['creator', 'brand'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SIGNUP_PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter', 'twitch', 'other'] as const;
export type SignupPlatform = (typeof SIGNUP_PLATFORMS)[number];
export const DEFAULT_SIGNUP_PLATFORM: SignupPlatform = 'instagram';

/** A brand's industry: chosen at signup, edited later on the brand profile. */
export const INDUSTRIES = ['technology', 'retail', 'fashion', 'food', 'health', 'entertainment', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const DEFAULT_INDUSTRY: Industry = 'other';

export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: 'Technology',
  retail: 'Retail',
  fashion: 'Fashion',
  food: 'Food & Beverage',
  health: 'Health & Wellness',
  entertainment: 'Entertainment',
  other: 'Other',
};
