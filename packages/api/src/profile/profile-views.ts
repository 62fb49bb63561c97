import {
  DEFAULT_PAGE_VISIBILITY,
  profileCompletion,
  type PageVisibility,
  type AudienceEntryView,
  type BrandProfileView,
  type CreatorProfileView,
  type ImageView,
  type PackageView,
  type PortfolioItemView,
} from '@sponsorly/shared';
import type { BrandProfile, CreatorProfile, Database, Kysely, User } from '@sponsorly/db';
import { loadPhoto } from '../photos/photo-views';
import { loadPortfolio } from '../portfolio/portfolio-views';
import { loadPackages } from '../rate-card/package-views';
import { loadAudience } from './audience';
import { isPublicPage } from './public-pages';

type Db = Kysely<Database>;

/** What a creator offers brands, beside the profile row. */
export interface CreatorOffering {
  audience: AudienceEntryView[];
  packages: PackageView[];
  photo: ImageView | null;
  portfolio: PortfolioItemView[];
}

/**
 * A creator's profile as the pages show it. The email and the search and page settings only when the
 * creator is looking at their own; the counters only for a reader who is logged in.
 */
export function toCreatorView(
  user: User,
  profile: CreatorProfile | undefined,
  offering: CreatorOffering,
  options: { own: boolean; loggedIn?: boolean },
): CreatorProfileView {
  const view: CreatorProfileView = {
    id: user.id,
    user_type: 'creator',
    handle: profile?.handle ?? '',
    first_name: user.first_name,
    last_name: user.last_name,
    platform: profile?.platform ?? null,
    bio: profile?.bio ?? null,
    profile_image: profile?.profile_image ?? null,
    photo: offering.photo,
    portfolio: offering.portfolio,
    social_links: (profile?.social_links ?? {}) as Record<string, string>,
    categories: profile?.categories ?? [],
    interests: profile?.interests ?? [],
    content_type: profile?.content_type ?? [],
    portfolio_items: profile?.portfolio_items ?? [],
    achievements: profile?.achievements ?? null,
    location: profile?.location ?? null,
    languages: profile?.languages ?? [],
    available_for_hire: profile?.available_for_hire ?? true,
    expertise_level: profile?.expertise_level ?? 'beginner',
    talent_vertical: profile?.talent_vertical ?? null,
    custom_talent_vertical: profile?.custom_talent_vertical ?? null,
    profile_views: profile?.profile_views ?? 0,
    profile_completion: 0,
    audience: offering.audience,
    packages: offering.packages,
  };
  // Completion counts the email too, whether or not this view shows it.
  // An uploaded photo counts as the profile image.
  view.profile_completion = profileCompletion('creator', {
    ...view,
    profile_image: view.profile_image ?? (view.photo ? view.photo.url : null),
    email: user.email,
  });
  if (options.own) {
    view.email = user.email;
    view.searchable = profile?.searchable ?? true;
    view.page_visibility = (profile?.page_visibility as PageVisibility | undefined) ?? DEFAULT_PAGE_VISIBILITY;
    view.showcase = profile?.showcase ?? false;
    view.public_page = profile ? isPublicPage(profile) : false;
  } else if (options.loggedIn === false) {
    // A visitor's answer: the creator's own figures stay with the creator and the brands they work with.
    delete view.profile_views;
    delete view.profile_completion;
  }
  return view;
}

export function toBrandView(user: User, profile: BrandProfile | undefined, photo: ImageView | null): BrandProfileView {
  const view: BrandProfileView = {
    id: user.id,
    user_type: 'brand',
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    company_name: profile?.company_name ?? null,
    website: profile?.website ?? null,
    industry: profile?.industry ?? 'other',
    logo: profile?.logo ?? null,
    photo,
    company_size: profile?.company_size ?? null,
    description: profile?.description ?? null,
    budget_range: profile?.budget_range ?? null,
    profile_completion: 0,
  };
  view.profile_completion = profileCompletion('brand', { ...view, logo: view.logo ?? (photo ? photo.url : null) });
  return view;
}

export async function loadOwnProfile(db: Db, user: User): Promise<CreatorProfileView | BrandProfileView> {
  if (user.user_type === 'brand') {
    const brand = await db.selectFrom('brand_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    return toBrandView(user, brand, await loadPhoto(db, user.id));
  }
  const creator = await db.selectFrom('creator_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  return toCreatorView(user, creator, await loadCreatorOffering(db, user.id), { own: true });
}

export async function loadCreatorOffering(db: Db, creatorId: string): Promise<CreatorOffering> {
  const [audience, packages] = [await loadAudience(db, creatorId), await loadPackages(db, creatorId)];
  return { audience, packages, photo: await loadPhoto(db, creatorId), portfolio: await loadPortfolio(db, creatorId) };
}
