import type { CreatorCard, CreatorProfileView, ProfilePlatform, TalentVertical } from '@sponsorly/shared';

/** The creator's public profile as the shared card shows it: the largest audience and the cheapest package. */
export function creatorCardFromProfile(profile: Omit<CreatorProfileView, 'email'>): CreatorCard {
  const largest = profile.audience.reduce<CreatorProfileView['audience'][number] | null>(
    (best, entry) => (entry.followers !== null && (best?.followers ?? -1) < entry.followers ? entry : best),
    null,
  );
  const prices = profile.packages.map((pkg) => pkg.price_cents);
  return {
    id: profile.id,
    handle: profile.handle,
    first_name: profile.first_name,
    last_name: profile.last_name,
    profile_image: profile.profile_image,
    photo: profile.photo,
    // The offer page shows who the offer is for, not their work: no cover.
    cover: null,
    platform: profile.platform as ProfilePlatform | null,
    talent_vertical: profile.talent_vertical as TalentVertical | null,
    location: profile.location,
    categories: profile.categories.slice(0, 3),
    followers: largest?.followers ?? null,
    followers_source: largest?.source ?? null,
    followers_platform: largest?.platform ?? null,
    followers_verified_at: largest?.verified_at ?? null,
    price_from_cents: prices.length ? Math.min(...prices) : null,
    currency: 'USD',
    available_for_hire: profile.available_for_hire,
  };
}
