import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, TRPC_BATCH_MAX } from '@sponsorly/shared';
import { bearer, creatorBody, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '5', ADMIN_EMAILS: 'boss@example.com,boss-creator@example.com' });
});
afterAll(() => server.close());

const getProfile = (token?: string) =>
  server.app.inject({ method: 'GET', url: '/api/profile', headers: token ? bearer(token) : {} });
const putProfile = (token: string | undefined, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: '/api/profile', headers: token ? bearer(token) : {}, payload: payload as object });
const getCreator = (id: string, token?: string) =>
  server.app.inject({ method: 'GET', url: `/api/creators/${id}`, headers: token ? bearer(token) : {} });
const recordView = (id: string, token?: string) =>
  server.app.inject({ method: 'POST', url: `/api/creators/${id}/views`, headers: token ? bearer(token) : {} });

const fullCreator = {
  first_name: 'Maya',
  last_name: 'Lopez',
  location: 'Lisbon, Portugal',
  available_for_hire: false,
  profile_image: 'https://img.example/maya.png',
  bio: 'Weeknight recipes for busy people.\nNew video every Friday.',
  platform: 'youtube',
  expertise_level: 'advanced',
  talent_vertical: 'foodie',
  custom_talent_vertical: 'should be cleared',
  achievements: '1M views on one video',
  categories: ['Food', 'Cooking'],
  content_type: ['Long-form'],
  interests: ['Travel'],
  languages: ['English', 'Portuguese'],
  social_links: {
    youtube: 'https://youtube.com/@maya',
    instagram: 'https://instagram.com/maya',
    tiktok: '',
    twitter: null,
    linkedin: 'https://linkedin.com/in/maya',
    website: 'https://maya.example',
  },
};

describe('own profile', () => {
  it('answers 401 when logged out, on both verbs', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    expect((await putProfile(undefined, fullCreator)).statusCode).toBe(401);
  });

  it('saves every creator field and reads it back (another device, same data)', async () => {
    const account = await createVerifiedAccount(server);
    const res = await putProfile(account.sessionToken, fullCreator);
    expect(res.statusCode).toBe(200);
    const secondDevice = (
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      })
    ).json().token;
    const profile = (await getProfile(secondDevice)).json().profile;
    expect(profile).toMatchObject({
      ...fullCreator,
      custom_talent_vertical: null,
      social_links: {
        youtube: 'https://youtube.com/@maya',
        instagram: 'https://instagram.com/maya',
        linkedin: 'https://linkedin.com/in/maya',
        website: 'https://maya.example',
      },
      email: account.email,
      user_type: 'creator',
      profile_completion: 100,
    });
    expect(profile.social_links).not.toHaveProperty('tiktok');
    // The dashboard reads the same completion.
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(secondDevice) });
    expect(me.json().user.profile_completion).toBe(100);
  });

  it('keeps the custom vertical only for "other", and requires it then', async () => {
    const account = await createVerifiedAccount(server);
    const missing = await putProfile(account.sessionToken, {
      ...fullCreator,
      talent_vertical: 'other',
      custom_talent_vertical: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.custom_talent_vertical).toBe(PROFILE_MESSAGES.customVerticalRequired);
    const ok = await putProfile(account.sessionToken, {
      ...fullCreator,
      talent_vertical: 'other',
      custom_talent_vertical: 'Urban beekeeping',
    });
    expect(ok.json().profile).toMatchObject({ talent_vertical: 'other', custom_talent_vertical: 'Urban beekeeping' });
    const tooLong = await putProfile(account.sessionToken, {
      ...fullCreator,
      talent_vertical: 'other',
      custom_talent_vertical: 'x'.repeat(61),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("changes nothing that is not the user's to set (mass assignment)", async () => {
    const account = await createVerifiedAccount(server);
    const res = await putProfile(account.sessionToken, {
      ...fullCreator,
      is_admin: true,
      user_type: 'brand',
      email: 'taken@example.com',
      email_verified: false,
      id: '00000000-0000-0000-0000-000000000000',
      profile_views: 999,
      created_at: '2000-01-01',
      portfolio_items: ['x'],
    });
    expect(res.statusCode).toBe(200);
    const user = await server.deps.db.selectFrom('users').selectAll().where('id', '=', account.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_admin: false, user_type: 'creator', email: account.email });
    expect(user.email_verified_at).not.toBeNull();
    expect(res.json().profile).toMatchObject({ profile_views: 0, portfolio_items: [], id: account.user.id });
  });

  it.each([
    ['first_name', { first_name: '' }, PROFILE_MESSAGES.required('First Name')],
    ['last_name', { last_name: 'x'.repeat(101) }, PROFILE_MESSAGES.tooLong('Last Name', 100)],
    ['bio', { bio: '   ' }, PROFILE_MESSAGES.required('Bio')],
    ['bio', { bio: 'x'.repeat(2001) }, PROFILE_MESSAGES.tooLong('Bio', 2000)],
    ['location', { location: 'x'.repeat(101) }, PROFILE_MESSAGES.tooLong('Location', 100)],
    ['achievements', { achievements: 'x'.repeat(2001) }, PROFILE_MESSAGES.tooLong('Notable Achievements', 2000)],
    ['platform', { platform: 'myspace' }, PROFILE_MESSAGES.invalidChoice],
    ['expertise_level', { expertise_level: 'guru' }, PROFILE_MESSAGES.invalidChoice],
    ['talent_vertical', { talent_vertical: 'astrology' }, PROFILE_MESSAGES.invalidChoice],
    ['categories.0', { categories: ['x'.repeat(41)] }, PROFILE_MESSAGES.tagTooLong],
    ['categories.0', { categories: [' '] }, PROFILE_MESSAGES.tagEmpty],
    ['languages', { languages: Array.from({ length: 21 }, (_, i) => `L${i}`) }, PROFILE_MESSAGES.tooManyTags],
    ['interests', { interests: ['Art', 'Art'] }, PROFILE_MESSAGES.duplicateTag('Art')],
    ['social_links.youtube', { social_links: { youtube: 'javascript:alert(1)' } }, PROFILE_MESSAGES.invalidUrl],
    [
      'social_links.website',
      { social_links: { website: `https://a.example/${'x'.repeat(2040)}` } },
      PROFILE_MESSAGES.tooLong('Link', 2048),
    ],
    ['profile_image', { profile_image: 'ftp://files.example/me.png' }, PROFILE_MESSAGES.invalidUrl],
  ])('refuses a bad %s with 400 naming the field and changes nothing', async (field, change, message) => {
    const account = await createVerifiedAccount(server);
    await putProfile(account.sessionToken, fullCreator);
    const res = await putProfile(account.sessionToken, { ...fullCreator, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await getProfile(account.sessionToken)).json().profile).toMatchObject({
      bio: fullCreator.bio,
      categories: fullCreator.categories,
    });
  });

  it('accepts tags that differ only in case (exact duplicates only are refused)', async () => {
    const account = await createVerifiedAccount(server);
    const res = await putProfile(account.sessionToken, { ...fullCreator, interests: ['art', 'Art'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.interests).toEqual(['art', 'Art']);
  });

  it('saves every brand field, and the dashboard reads the budget range', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const res = await putProfile(brand.sessionToken, {
      first_name: 'Ben',
      last_name: 'Okafor',
      company_name: 'Acme Outdoors',
      website: 'https://acme.example',
      industry: 'retail',
      logo: 'https://acme.example/logo.png',
      company_size: '51-200',
      description: 'Gear for the weekend.',
      budget_range: '5k-20k',
      user_type: 'creator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      user_type: 'brand',
      company_name: 'Acme Outdoors',
      budget_range: '5k-20k',
      profile_completion: 100,
    });
    const me = (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(brand.sessionToken) })).json().user;
    expect(me).toMatchObject({ budget_range: '5k-20k', company_name: 'Acme Outdoors', profile_completion: 100 });
    const bad = await putProfile(brand.sessionToken, {
      first_name: 'Ben',
      last_name: 'O',
      company_size: '7',
      budget_range: 'lots',
      description: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['budget_range', 'company_size', 'description']);
  });

  it('stores text with <script> as text and returns it unchanged (the page shows it as text)', async () => {
    const account = await createVerifiedAccount(server);
    const bio = '<script>alert("x")</script> & <b>bold</b>';
    const res = await putProfile(account.sessionToken, { ...fullCreator, bio });
    expect(res.json().profile.bio).toBe(bio);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('public creator page', () => {
  let creator: Awaited<ReturnType<typeof createVerifiedAccount>>;
  beforeAll(async () => {
    creator = await createVerifiedAccount(server);
    await putProfile(creator.sessionToken, fullCreator);
  });

  it('shows brands the profile without the email; reading it counts nothing', async () => {
    const views = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(creator.sessionToken) })).json().user
        .profile_views;
    const before = await views();
    const brand = await createVerifiedAccount(server, 'brand');
    const first = await getCreator(creator.user.id, brand.sessionToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().profile).toMatchObject({
      first_name: 'Maya',
      bio: fullCreator.bio,
      categories: fullCreator.categories,
      profile_views: before,
    });
    expect(first.json().profile).not.toHaveProperty('email');
    expect(first.body).not.toContain(creator.email);
    // A GET is never a side effect: neither the REST read nor a batch of tRPC queries counts a view.
    await getCreator(creator.user.id, brand.sessionToken);
    const names = Array.from({ length: 20 }, () => 'creators.get').join(',');
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: TRPC_BATCH_MAX }, (_, i) => [i, { id: creator.user.id }]))),
    );
    await server.app.inject({
      method: 'GET',
      url: `/trpc/${names}?batch=1&input=${input}`,
      cookies: { sponsorly_session: brand.sessionToken },
    });
    expect(await views()).toBe(before);
  });

  it("counts a brand's view through POST /views, once per brand and day", async () => {
    const views = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(creator.sessionToken) })).json().user
        .profile_views;
    const before = await views();
    const brand = await createVerifiedAccount(server, 'brand');
    const first = await recordView(creator.user.id, brand.sessionToken);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await views()).toBe(before + 1);
    // Again, or a full batch of calls in one request, counts once.
    expect((await recordView(creator.user.id, brand.sessionToken)).statusCode).toBe(204);
    const names = Array.from({ length: TRPC_BATCH_MAX }, () => 'creators.recordView').join(',');
    const batch = await server.app.inject({
      method: 'POST',
      url: `/trpc/${names}?batch=1`,
      cookies: { sponsorly_session: brand.sessionToken },
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: TRPC_BATCH_MAX }, (_, i) => [i, { id: creator.user.id }]))),
    });
    expect(batch.statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
    // Another brand counts; the same brand counts again the next day.
    const other = await createVerifiedAccount(server, 'brand');
    await recordView(creator.user.id, other.sessionToken);
    expect(await views()).toBe(before + 2);
    server.clock.advance(24 * 60 * 60 * 1000);
    await recordView(creator.user.id, brand.sessionToken);
    expect(await views()).toBe(before + 3);
  });

  it('answers 204 and counts nothing in the profile for the creator, other creators, admins and visitors', async () => {
    const before = (await getProfile(creator.sessionToken)).json().profile.profile_views;
    const admin = await createVerifiedAccount(server, 'brand', { email: 'boss@example.com' });
    const other = await createVerifiedAccount(server);
    for (const token of [creator.sessionToken, admin.sessionToken, other.sessionToken]) {
      expect((await recordView(creator.user.id, token)).statusCode).toBe(204);
    }
    // A visitor without a session counts in the creator's insights only (docs/insights.md).
    expect((await recordView(creator.user.id)).statusCode).toBe(204);
    expect((await getProfile(creator.sessionToken)).json().profile.profile_views).toBe(before);
  });

  it("answers a brand's view of no creator page with 404, counting nothing", async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    for (const id of [brand.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await recordView(encodeURIComponent(id), brand.sessionToken);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(PROFILE_MESSAGES.creatorNotFound);
    }
    const rows = await server.deps.db
      .selectFrom('creator_profile_views')
      .select('creator_id')
      .where('brand_id', '=', brand.user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('on a page kept to brands, lets the creator and admins look without counting; other creators get 403; strangers 401', async () => {
    const other = await createVerifiedAccount(server);
    // A public page (the default) is anyone's to read, another creator's too.
    expect((await getCreator(creator.user.id, other.sessionToken)).statusCode).toBe(200);
    expect((await putProfile(creator.sessionToken, { ...fullCreator, page_visibility: 'brands' })).statusCode).toBe(200);
    const before = (await getProfile(creator.sessionToken)).json().profile.profile_views;
    expect((await getCreator(creator.user.id, creator.sessionToken)).statusCode).toBe(200);
    const admin = await createVerifiedAccount(server, 'creator', { email: 'boss-creator@example.com' });
    expect((await getCreator(creator.user.id, admin.sessionToken)).statusCode).toBe(200);
    expect((await getProfile(creator.sessionToken)).json().profile.profile_views).toBe(before);

    const forbidden = await getCreator(creator.user.id, other.sessionToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(PROFILE_MESSAGES.creatorForbidden);
    const anonymous = await getCreator(creator.user.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(PROFILE_MESSAGES.creatorPageLimited);
    expect((await putProfile(creator.sessionToken, { ...fullCreator, page_visibility: 'public' })).statusCode).toBe(200);
  });

  it('has no page for unverified creators, brands, unknown or malformed ids', async () => {
    const brand = await createVerifiedAccount(server, 'brand');
    const pending = creatorBody();
    await server.app.inject({ method: 'POST', url: '/api/auth/creator-signup', payload: pending });
    const pendingId = (
      await server.deps.db.selectFrom('users').select('id').where('email', '=', pending.email).executeTakeFirstOrThrow()
    ).id;
    for (const id of [pendingId, brand.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await getCreator(encodeURIComponent(id), brand.sessionToken);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(PROFILE_MESSAGES.creatorNotFound);
    }
  });

  it("keeps one creator from changing another's profile: PUT always writes the caller's own", async () => {
    const other = await createVerifiedAccount(server);
    const res = await putProfile(other.sessionToken, {
      ...fullCreator,
      id: creator.user.id,
      user_id: creator.user.id,
      first_name: 'Mallory',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(other.user.id);
    expect((await getProfile(creator.sessionToken)).json().profile.first_name).toBe('Maya');
  });
});

describe('tRPC door for profiles', () => {
  it('saves through profile.update with the same rules and field errors', async () => {
    const account = await createVerifiedAccount(server);
    const call = (input: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/profile.update',
        cookies: { sponsorly_session: account.sessionToken },
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: JSON.stringify(input),
      });
    const bad = await call({ ...fullCreator, social_links: { youtube: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fields['social_links.youtube']).toBe(PROFILE_MESSAGES.invalidUrl);
    const ok = await call(fullCreator);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.profile.categories).toEqual(fullCreator.categories);
  });
});
