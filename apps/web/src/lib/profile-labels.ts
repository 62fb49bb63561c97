import {
  BUDGET_RANGE_LABELS,
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  PLATFORM_LABELS,
  TALENT_VERTICAL_LABELS,
  type BudgetRange,
  type CompanySize,
  type Industry,
  type ProfilePlatform,
  type TalentVertical,
} from '@sponsorly/shared';

/** How every page shows a profile value that was never filled in. */
export const NOT_SET = 'Not set';

/** The label of a stored enum value; a value the labels do not know is shown as stored rather than hidden. */
function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string | null {
  if (!value) return null;
  return labels[value as K] ?? value;
}

export const platformLabel = (platform: string | null | undefined) => labelOf<ProfilePlatform>(PLATFORM_LABELS, platform);
export const industryLabel = (industry: string | null | undefined) => labelOf<Industry>(INDUSTRY_LABELS, industry);
export const budgetLabel = (budget: string | null | undefined) => labelOf<BudgetRange>(BUDGET_RANGE_LABELS, budget);
export const companySizeLabel = (size: string | null | undefined) => labelOf<CompanySize>(COMPANY_SIZE_LABELS, size);

/** "Other" is replaced by what the creator wrote in its place. */
export function talentVerticalLabel(vertical: string | null | undefined, custom?: string | null): string | null {
  if (vertical === 'other' && custom?.trim()) return custom.trim();
  return labelOf<TalentVertical>(TALENT_VERTICAL_LABELS, vertical);
}

/** Expertise levels are stored lower-case ("beginner"); shown capitalised. */
export function expertiseLabel(level: string | null | undefined): string | null {
  if (!level) return null;
  return level.charAt(0).toUpperCase() + level.slice(1);
}
