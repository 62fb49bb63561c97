/**
 * The terms a piece of paid work is described in: what is delivered and which usage rights come with it.
 * A creator's rate card uses them now; campaign offers and deals will use the same lists
 * (docs/rate-card.md, docs/marketplace.md "Usage rights"), so a package can become an offer unchanged.
 */

export const DELIVERABLE_TYPE_LABELS = {
  instagram_reel: 'Instagram Reel',
  instagram_story: 'Instagram Story',
  tiktok_video: 'TikTok video',
  youtube_integration: 'YouTube integration',
  youtube_dedicated: 'Dedicated YouTube video',
  twitch_stream: 'Twitch stream',
  blog_post: 'Blog post',
  ugc_video: 'UGC video',
  other: 'Other',
} as const;
export type DeliverableType = keyof typeof DELIVERABLE_TYPE_LABELS;
export const DELIVERABLE_TYPES = Object.keys(DELIVERABLE_TYPE_LABELS) as [DeliverableType, ...DeliverableType[]];

/** How a brand may use the content: the kinds of docs/marketplace.md, each with the words the pages say. */
export const USAGE_RIGHTS_KIND_LABELS = {
  none: 'No usage rights',
  organic: 'Organic repost',
  paid_ads: 'Paid ads',
  whitelisting: 'Whitelisting',
} as const;
export type UsageRightsKind = keyof typeof USAGE_RIGHTS_KIND_LABELS;
export const USAGE_RIGHTS_KINDS = Object.keys(USAGE_RIGHTS_KIND_LABELS) as [UsageRightsKind, ...UsageRightsKind[]];

/** What each kind allows, in plain words: vague rights are creators' most common complaint. */
export const USAGE_RIGHTS_KIND_DESCRIPTIONS: Record<UsageRightsKind, string> = {
  none: 'The brand may share a link to the post, not reuse the content.',
  organic: 'The brand may repost the content on its own channels, without paying to promote it.',
  paid_ads: 'The brand may use the content in ads it pays for.',
  whitelisting: 'The brand may run ads from the creator’s own account.',
};

/** How long rights last; `null` is perpetual and must be chosen explicitly. */
export const USAGE_RIGHTS_DURATIONS = [30, 90, 180, 365] as const;
export type UsageRightsDuration = (typeof USAGE_RIGHTS_DURATIONS)[number];

/** Money is integer minor units with a currency; USD only for now. */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
