import { profileCompletion, type PublicUser } from '@sponsorly/shared';
import type { Database, Kysely, User } from '@sponsorly/db';
import { photoView } from '../photos/photo-views';
import { isAdmin } from './users';

/** The user as the API shows it: account fields plus the profile fields the dashboards need. */
export async function loadPublicUser(db: Kysely<Database>, user: User, adminEmails: readonly string[]): Promise<PublicUser> {
  const table = user.user_type === 'brand' ? 'brand_profiles' : 'creator_profiles';
  const profile = await db.selectFrom(table).selectAll().where('user_id', '=', user.id).executeTakeFirst();
  const photo = await db.selectFrom('profile_photos').select('media_id').where('user_id', '=', user.id).executeTakeFirst();
  return publicUser(user, (profile as Record<string, unknown> | undefined) ?? null, adminEmails, photo?.media_id ?? null);
}

/** The same from a profile row already read (the session lookup brings it along). */
export function publicUser(
  user: User,
  profile: Record<string, unknown> | null,
  adminEmails: readonly string[],
  photoId: string | null = null,
): PublicUser {
  const base = {
    id: user.id,
    email: user.email,
    user_type: user.user_type,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: isAdmin(user, adminEmails),
    email_verified: user.email_verified_at !== null,
    photo: photoView(photoId),
  };
  const field = <T>(name: string) => (profile?.[name] ?? null) as T | null;
  if (user.user_type === 'brand') {
    return {
      ...base,
      website: field<string>('website'),
      industry: field<string>('industry'),
      company_name: field<string>('company_name'),
      budget_range: field<string>('budget_range'),
      profile_completion: profileCompletion('brand', { ...base, ...(profile ?? {}) }),
    };
  }
  return {
    ...base,
    platform: field<string>('platform'),
    profile_views: field<number>('profile_views') ?? 0,
    profile_completion: profileCompletion('creator', { ...base, ...(profile ?? {}) }),
  };
}
