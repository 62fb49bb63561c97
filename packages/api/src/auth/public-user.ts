import { profileCompletion, type PublicUser } from '@sponsorly/shared';
import type { Database, Kysely, User } from '@sponsorly/db';
import { isAdmin } from './users';

/** The user as the API shows it: account fields plus the profile fields the dashboards need. */
export async function loadPublicUser(db: Kysely<Database>, user: User, adminEmails: readonly string[]): Promise<PublicUser> {
  const base = {
    id: user.id,
    email: user.email,
    user_type: user.user_type,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: isAdmin(user, adminEmails),
    email_verified: user.email_verified_at !== null,
  };
  if (user.user_type === 'brand') {
    const brand = await db.selectFrom('brand_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    const fields = {
      website: brand?.website ?? null,
      industry: brand?.industry ?? null,
      company_name: brand?.company_name ?? null,
      budget_range: brand?.budget_range ?? null,
    };
    return {
      ...base,
      ...fields,
      profile_completion: profileCompletion('brand', { ...base, ...(brand ?? {}) }),
    };
  }
  const creator = await db.selectFrom('creator_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  return {
    ...base,
    platform: creator?.platform ?? null,
    profile_views: creator?.profile_views ?? 0,
    profile_completion: profileCompletion('creator', { ...base, ...(creator ?? {}) }),
  };
}
