import type { brandSignupSchema, creatorSignupSchema } from '@sponsorly/shared';
import type { Database, SignupPayload, Transaction } from '@sponsorly/db';
import type { z } from 'zod';

export type SignupRequest =
  | { userType: 'creator'; data: z.output<typeof creatorSignupSchema> }
  | { userType: 'brand'; data: z.output<typeof brandSignupSchema> };

export function toSignupPayload(request: SignupRequest, passwordHash: string): SignupPayload {
  const { data } = request;
  const base = { password_hash: passwordHash, first_name: data.firstName, last_name: data.lastName };
  return request.userType === 'creator'
    ? { ...base, user_type: 'creator', platform: request.data.platform }
    : {
        ...base,
        user_type: 'brand',
        website: request.data.website ?? null,
        industry: request.data.industry,
        company_name: request.data.companyName ?? null,
      };
}

/**
 * Makes a pending account what the confirmed signup said: password, names, type and starting profile.
 * Only called for an account that has never been verified, so there is no profile work to lose.
 */
export async function applySignupPayload(trx: Transaction<Database>, userId: string, payload: SignupPayload, now: Date) {
  await trx
    .updateTable('users')
    .set({
      password_hash: payload.password_hash,
      user_type: payload.user_type,
      first_name: payload.first_name,
      last_name: payload.last_name,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('creator_profiles').where('user_id', '=', userId).execute();
  await trx.deleteFrom('brand_profiles').where('user_id', '=', userId).execute();
  await insertStartingProfile(trx, userId, payload);
}

export async function insertStartingProfile(trx: Transaction<Database>, userId: string, payload: SignupPayload) {
  if (payload.user_type === 'creator') {
    await trx
      .insertInto('creator_profiles')
      .values({
        user_id: userId,
        platform: payload.platform ?? null,
        social_links: '{}',
        categories: '[]',
        interests: '[]',
        content_type: '[]',
        portfolio_items: '[]',
        languages: '[]',
      })
      .execute();
  } else {
    await trx
      .insertInto('brand_profiles')
      .values({
        user_id: userId,
        website: payload.website ?? null,
        industry: payload.industry ?? 'other',
        company_name: payload.company_name ?? null,
      })
      .execute();
  }
}
