import { INDUSTRY_LABELS, PLATFORM_LABELS, type Industry, type ProfilePlatform } from '@sponsorly/shared';

export const NOT_SET = 'Not set';

export function platformLabel(platform: string | null | undefined): string {
  if (!platform) return NOT_SET;
  return PLATFORM_LABELS[platform as ProfilePlatform] ?? platform;
}

export function industryLabel(industry: string | null | undefined): string {
  if (!industry) return NOT_SET;
  return INDUSTRY_LABELS[industry as Industry] ?? industry;
}
