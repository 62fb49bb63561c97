import type { Database, Kysely } from '@sponsorly/db';
import { bearer } from './accounts';
import type { TestServer } from './test-server';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` after the test server's clock, as YYYY-MM-DD. */
export const dateAfter = (server: TestServer, days: number) =>
  new Date(server.clock.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
export const timeAfter = (server: TestServer, days: number) => new Date(server.clock.now.getTime() + days * DAY_MS).toISOString();

/** A brief with everything publishing asks for, its deadline a week after the server's clock. */
export function completeCampaign(server: TestServer, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Summer smoothie launch',
    description: 'Show our new mango smoothie in your morning routine.',
    goals: 'Awareness among young cooks.',
    platforms: ['instagram', 'tiktok'],
    deliverables: [
      { type: 'instagram_reel', quantity: 1, notes: 'Show the bottle in the first 3 seconds.' },
      { type: 'tiktok_video', quantity: 2 },
    ],
    budget_min_cents: 50_000,
    budget_max_cents: 80_000,
    creators_wanted: 3,
    application_deadline: timeAfter(server, 7),
    content_due_date: dateAfter(server, 21),
    guidelines_dos: 'Natural light.',
    guidelines_donts: 'No competitor brands.',
    usage_rights: { kind: 'organic', duration_days: 90 },
    target_verticals: ['foodie', 'health'],
    target_categories: ['Smoothies', 'Vegan'],
    target_languages: ['English'],
    target_location: 'Portugal',
    visibility: 'public',
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One REST call with a bearer token (none: anonymous). */
export function caller(server: TestServer) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** A campaign made and published through the API; returns its id. */
export async function publishedCampaign(
  server: TestServer,
  brandToken: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const call = caller(server);
  const made = await call('POST', '/api/campaigns', brandToken, completeCampaign(server, overrides));
  if (made.statusCode !== 201) throw new Error(`create failed: ${made.body}`);
  const id = made.json().id as string;
  const published = await call('POST', `/api/campaigns/${id}/publish`, brandToken);
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return id;
}

/** What a creator's profile says for matching, written straight to the profile (search follows by trigger). */
export async function setCreatorProfile(
  db: Kysely<Database>,
  creatorId: string,
  profile: { platform?: string; vertical?: string; categories?: string[]; languages?: string[] },
): Promise<void> {
  await db
    .updateTable('creator_profiles')
    .set({
      ...(profile.platform ? { platform: profile.platform } : {}),
      ...(profile.vertical ? { talent_vertical: profile.vertical } : {}),
      ...(profile.categories ? { categories: JSON.stringify(profile.categories) } : {}),
      ...(profile.languages ? { languages: JSON.stringify(profile.languages) } : {}),
    })
    .where('user_id', '=', creatorId)
    .execute();
}

export const application = (overrides: Record<string, unknown> = {}) => ({
  pitch: 'I make smoothie reels every morning for 40k followers.',
  proposed_price_cents: 60_000,
  links: ['https://instagram.com/p/abc', 'https://www.tiktok.com/@maya/video/1'],
  ...overrides,
});

/** The notifications of a user, newest first. */
export async function notificationsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** A brand with a company name on its profile (signup does not ask for one). */
export async function nameBrand(db: Kysely<Database>, brandId: string, companyName: string): Promise<void> {
  await db.updateTable('brand_profiles').set({ company_name: companyName }).where('user_id', '=', brandId).execute();
}
