/** The site's name, as page titles and link previews say it. */
export const SITE_NAME = 'Sponsorly';

/**
 * The pages anyone may read and search engines may index, besides public creator and brand pages:
 * the landing and the legal pages. `/sitemap.xml` lists them; every other page of the app is `noindex`.
 */
export const PUBLIC_PAGE_PATHS = ['/', '/privacy', '/terms', '/cookies'] as const;

/** A creator's public page: /c/<handle> (a handle is letters, digits, `_` and `-`, safe in a path). */
export const publicCreatorPath = (handle: string) => `/c/${encodeURIComponent(handle)}`;
/** A brand's public page. */
export const publicBrandPath = (brandId: string) => `/brands/${encodeURIComponent(brandId)}`;

/** The longest description a link preview shows before it cuts the text itself. */
export const SEO_DESCRIPTION_MAX = 160;

/** The words of public pages' titles and descriptions, in the served HTML and on the page alike. */
export const SEO_TEXT = {
  pageTitle: (title: string) => `${title} · ${SITE_NAME}`,
  creatorDescription: (name: string, what: string | null) =>
    `${name}${what ? `, ${what}` : ''} on ${SITE_NAME}. See their audience, rate card and reviews, and work with them.`,
  brandDescription: (name: string) => `${name} on ${SITE_NAME}: who they are and what creators say about working with them.`,
} as const;
