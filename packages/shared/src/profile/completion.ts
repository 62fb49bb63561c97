import { COMPLETION_FLOOR } from './limits';

/**
 * The fields counted towards profile completion. The spec names the creator's eight; the brand's ten
 * are our own choice (docs/profiles.md).
 */
export const CREATOR_COMPLETION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'platform',
  'bio',
  'profile_image',
  'social_links',
  'categories',
] as const;
export const BRAND_COMPLETION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'company_name',
  'website',
  'industry',
  'logo',
  'company_size',
  'description',
  'budget_range',
] as const;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(isFilled);
  // An object such as social_links counts when at least one of its links is set.
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/** The share of filled fields, rounded, never below the floor. 100 means the banner is hidden. */
export function profileCompletion(userType: 'creator' | 'brand', profile: Record<string, unknown>): number {
  const fields = userType === 'brand' ? BRAND_COMPLETION_FIELDS : CREATOR_COMPLETION_FIELDS;
  const filled = fields.filter((field) => isFilled(profile[field])).length;
  return Math.max(COMPLETION_FLOOR, Math.round((filled / fields.length) * 100));
}
