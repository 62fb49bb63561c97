import { AUDIENCE_SOURCE_LABELS, formatCents, type CreatorCard } from '@sponsorly/shared';
import { verifiedLabel } from '../../lib/verified-label';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 125400 -> "125.4K": a card has room for the size of an audience, not the exact count. */
export function formatFollowersShort(followers: number): string {
  return compact.format(followers);
}

/** "125.4K followers", or null when the creator gave no audience figures. */
export function followersText(creator: CreatorCard): string | null {
  if (creator.followers === null) return null;
  return `${formatFollowersShort(creator.followers)} ${creator.followers === 1 ? 'follower' : 'followers'}`;
}

/** "Self-reported" when the creator typed the figure in; "Verified by YouTube, 3 days ago" once a connected channel confirmed it. */
export function followersSourceText(creator: CreatorCard, now: Date = new Date()): string | null {
  if (creator.followers_source === 'verified' && creator.followers_platform && creator.followers_verified_at) {
    return verifiedLabel(creator.followers_platform, creator.followers_verified_at, now);
  }
  return creator.followers_source === 'self_reported' ? AUDIENCE_SOURCE_LABELS.self_reported : null;
}

/** "from $250": the cheapest package on the rate card. */
export function priceFromText(creator: CreatorCard): string | null {
  return creator.price_from_cents === null ? null : `from ${formatCents(creator.price_from_cents)}`;
}
