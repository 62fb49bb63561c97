/**
 * Sponsorly's own accounts on social networks, in the order the pages show them. Each is a setting
 * (`SOCIAL_<NETWORK>_URL`, an https address); one left unset is left out of every page.
 */
export const SITE_SOCIAL_NETWORKS = ['instagram', 'youtube', 'tiktok', 'x', 'linkedin'] as const;
export type SiteSocialNetwork = (typeof SITE_SOCIAL_NETWORKS)[number];

/** The network's name, as a link's accessible name says it ("Sponsorly on Instagram"). */
export const SITE_SOCIAL_NAMES: Record<SiteSocialNetwork, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
};
