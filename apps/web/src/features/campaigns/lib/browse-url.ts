import { PROFILE_PLATFORMS, TALENT_VERTICALS, type ProfilePlatform, type TalentVertical } from '@sponsorly/shared';

export type CampaignsView = 'browse' | 'invitations' | 'applications';

export interface BrowseFilters {
  q: string;
  platform: ProfilePlatform | '';
  vertical: TalentVertical | '';
  /** Only campaigns of brands that verified their company. */
  verified: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The page's state in its address: `?view=invitations`, or the list's `q`, `platform`, `vertical`, `verified`. A value we do not know is ignored. */
export function readCampaignsUrl(params: URLSearchParams): { view: CampaignsView; filters: BrowseFilters } {
  const view = params.get('view');
  return {
    view: view === 'invitations' || view === 'applications' ? view : 'browse',
    filters: {
      q: (params.get('q') ?? '').trim(),
      platform: oneOf(PROFILE_PLATFORMS, params.get('platform')),
      vertical: oneOf(TALENT_VERTICALS, params.get('vertical')),
      verified: params.get('verified') === 'true',
    },
  };
}

/** The list's address for these filters, empty ones left out. */
export function browseSearch(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.vertical) params.set('vertical', filters.vertical);
  if (filters.verified) params.set('verified', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}
