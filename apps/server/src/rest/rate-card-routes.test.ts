import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, DEAL_TERMS_MESSAGES, RATE_CARD_LIMITS, RATE_CARD_MESSAGES } from '@sponsorly/shared';
import { bearer, createVerifiedAccount } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_FACTOR: '5' });
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const listPackages = (token?: string) => call('GET', '/api/profile/packages', token);
const addPackage = (token: string | undefined, payload: unknown) => call('POST', '/api/profile/packages', token, payload);

const reel = {
  title: 'Reel + 3 stories',
  description: 'One 30-second Reel and three Stories, posted within a week.',
  deliverables: [
    { type: 'instagram_reel', quantity: 1 },
    { type: 'instagram_story', quantity: 3 },
  ],
  price_cents: 45_050,
  currency: 'USD',
  delivery_days: 7,
  revisions_included: 2,
  usage_rights: { kind: 'paid_ads', duration_days: 90 },
};
const profile = { first_name: 'Maya', last_name: 'Lopez', bio: 'Weeknight recipes.', platform: 'tiktok' };
const audience = [{ platform: 'tiktok', handle: '@maya.cooks', followers: 120_000, avg_views: 45_000, engagement_rate: 4.25 }];

describe('the rate card API', () => {
  let creator: Account;
  beforeAll(async () => {
    creator = await createVerifiedAccount(server);
  });

  it('adds (201), lists, changes and deletes (204) a package', async () => {
    const created = await addPackage(creator.sessionToken, reel);
    expect(created.statusCode).toBe(201);
    const pkg = created.json().package;
    expect(pkg).toEqual({ id: expect.any(String), ...reel });

    expect((await listPackages(creator.sessionToken)).json()).toEqual({ packages: [pkg] });

    const changed = await call('PUT', `/api/profile/packages/${pkg.id}`, creator.sessionToken, {
      ...reel,
      title: 'Reel only',
      usage_rights: { kind: 'none' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().package).toMatchObject({
      id: pkg.id,
      title: 'Reel only',
      usage_rights: { kind: 'none', duration_days: null },
    });

    const deleted = await call('DELETE', `/api/profile/packages/${pkg.id}`, creator.sessionToken);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await listPackages(creator.sessionToken)).json()).toEqual({ packages: [] });
  });

  it.each([
    ['title', { title: '  ' }, RATE_CARD_MESSAGES.titleRequired],
    ['deliverables', { deliverables: [] }, RATE_CARD_MESSAGES.deliverablesRequired],
    [
      'deliverables.0.type',
      { deliverables: [{ type: 'instagram_post', quantity: 1 }] },
      DEAL_TERMS_MESSAGES.invalidDeliverableType,
    ],
    ['deliverables.0.quantity', { deliverables: [{ type: 'tiktok_video', quantity: 0 }] }, DEAL_TERMS_MESSAGES.quantityRange(50)],
    [
      'deliverables.1.type',
      {
        deliverables: [
          { type: 'tiktok_video', quantity: 1 },
          { type: 'tiktok_video', quantity: 2 },
        ],
      },
      RATE_CARD_MESSAGES.duplicateDeliverable('TikTok video'),
    ],
    ['price_cents', { price_cents: 450.5 }, DEAL_TERMS_MESSAGES.priceRange('$1', '$100,000')],
    ['price_cents', { price_cents: RATE_CARD_LIMITS.priceMaxCents + 1 }, DEAL_TERMS_MESSAGES.priceRange('$1', '$100,000')],
    ['currency', { currency: 'EUR' }, DEAL_TERMS_MESSAGES.invalidCurrency],
    ['delivery_days', { delivery_days: 0 }, RATE_CARD_MESSAGES.deliveryDaysRange],
    ['revisions_included', { revisions_included: 11 }, RATE_CARD_MESSAGES.revisionsRange],
    [
      'usage_rights.duration_days',
      { usage_rights: { kind: 'paid_ads', duration_days: 60 } },
      DEAL_TERMS_MESSAGES.invalidDuration,
    ],
    ['usage_rights.duration_days', { usage_rights: { kind: 'whitelisting' } }, DEAL_TERMS_MESSAGES.durationRequired],
    [
      'usage_rights.kind',
      { usage_rights: { kind: 'organic_repost', duration_days: 30 } },
      DEAL_TERMS_MESSAGES.invalidUsageRightsKind,
    ],
  ])('refuses a bad %s with 400 naming the field, adding and changing nothing', async (field, change, message) => {
    const account = await createVerifiedAccount(server);
    const kept = (await addPackage(account.sessionToken, reel)).json().package;

    const added = await addPackage(account.sessionToken, { ...reel, ...change });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    const changed = await call('PUT', `/api/profile/packages/${kept.id}`, account.sessionToken, {
      ...reel,
      title: 'Changed',
      ...change,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields[field]).toBe(message);

    expect((await listPackages(account.sessionToken)).json().packages).toEqual([kept]);
  });

  it(`refuses package ${RATE_CARD_LIMITS.packagesMax + 1} with a clear 400`, async () => {
    const account = await createVerifiedAccount(server);
    for (let i = 0; i < RATE_CARD_LIMITS.packagesMax; i++) {
      expect((await addPackage(account.sessionToken, { ...reel, title: `Package ${i + 1}` })).statusCode).toBe(201);
    }
    const refused = await addPackage(account.sessionToken, reel);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: RATE_CARD_MESSAGES.packagesFull, code: 'validation_error' });
    const titles = (await listPackages(account.sessionToken)).json().packages.map((p: { title: string }) => p.title);
    expect(titles).toEqual(Array.from({ length: RATE_CARD_LIMITS.packagesMax }, (_, i) => `Package ${i + 1}`));
  });

  it("answers another creator's package with 404 and leaves it alone", async () => {
    const pkg = (await addPackage(creator.sessionToken, reel)).json().package;
    const other = await createVerifiedAccount(server);
    for (const id of [pkg.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const put = await call('PUT', `/api/profile/packages/${id}`, other.sessionToken, { ...reel, title: 'Mine now' });
      expect(put.statusCode, id).toBe(404);
      expect(put.json()).toEqual({ message: RATE_CARD_MESSAGES.notFound, code: 'not_found' });
      expect((await call('DELETE', `/api/profile/packages/${id}`, other.sessionToken)).statusCode, id).toBe(404);
    }
    // A body naming a package cannot move the path's: the path's id wins, and it is the caller's own.
    expect(
      (
        await call('PUT', '/api/profile/packages/00000000-0000-4000-8000-000000000000', creator.sessionToken, {
          ...reel,
          id: pkg.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await listPackages(creator.sessionToken)).json().packages).toContainEqual(pkg);
    expect((await listPackages(other.sessionToken)).json().packages).toEqual([]);
  });

  it('refuses brands with 403 and strangers with 401, on every verb', async () => {
    const pkg = (await addPackage(creator.sessionToken, reel)).json().package;
    const brand = await createVerifiedAccount(server, 'brand');
    const attempts = [
      ['GET', '/api/profile/packages', undefined],
      ['POST', '/api/profile/packages', reel],
      ['PUT', `/api/profile/packages/${pkg.id}`, reel],
      ['DELETE', `/api/profile/packages/${pkg.id}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const asBrand = await call(method, url, brand.sessionToken, body);
      expect(asBrand.statusCode, `${method} ${url}`).toBe(403);
      expect(asBrand.json()).toEqual({ message: RATE_CARD_MESSAGES.creatorsOnly, code: 'forbidden' });
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await listPackages(creator.sessionToken)).json().packages).toContainEqual(pkg);
  });
});

describe('audience and visibility through /api/profile', () => {
  it('saves the audience and leaving search, and reads them back with the rate card', async () => {
    const account = await createVerifiedAccount(server);
    const pkg = (await addPackage(account.sessionToken, reel)).json().package;
    const saved = await call('PUT', '/api/profile', account.sessionToken, {
      ...profile,
      audience: [{ ...audience[0], source: 'verified' }],
      searchable: false,
    });
    expect(saved.statusCode).toBe(200);

    const own = (await call('GET', '/api/profile', account.sessionToken)).json().profile;
    expect(own).toMatchObject({
      audience: [{ ...audience[0], source: 'self_reported' }],
      packages: [pkg],
      searchable: false,
      email: account.email,
    });
  });

  it('starts a creator in search with no audience and no packages', async () => {
    const account = await createVerifiedAccount(server);
    expect((await call('GET', '/api/profile', account.sessionToken)).json().profile).toMatchObject({
      audience: [],
      packages: [],
      searchable: true,
    });
  });

  it.each([
    ['audience.1.platform', [...audience, { platform: 'tiktok' }], AUDIENCE_MESSAGES.duplicatePlatform('TikTok')],
    ['audience.0.followers', [{ platform: 'tiktok', followers: 3_000_000_000 }], AUDIENCE_MESSAGES.countRange('Followers')],
    ['audience.0.engagement_rate', [{ platform: 'tiktok', engagement_rate: '4.25' }], AUDIENCE_MESSAGES.engagementRate],
    ['audience', 'tiktok', AUDIENCE_MESSAGES.notAList],
  ])('refuses a bad %s with 400 and changes nothing', async (field, list, message) => {
    const account = await createVerifiedAccount(server);
    await call('PUT', '/api/profile', account.sessionToken, { ...profile, audience });
    const res = await call('PUT', '/api/profile', account.sessionToken, {
      ...profile,
      bio: 'Changed',
      searchable: false,
      audience: list,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await call('GET', '/api/profile', account.sessionToken)).json().profile).toMatchObject({
      bio: profile.bio,
      searchable: true,
      audience: [{ ...audience[0], source: 'self_reported' }],
    });
  });

  it("shows brands the audience and rate card on the creator's public page, never the email or the search setting", async () => {
    const account = await createVerifiedAccount(server);
    const pkg = (await addPackage(account.sessionToken, reel)).json().package;
    await call('PUT', '/api/profile', account.sessionToken, { ...profile, audience, searchable: false });
    const brand = await createVerifiedAccount(server, 'brand');

    const page = await call('GET', `/api/creators/${account.user.id}`, brand.sessionToken);
    expect(page.statusCode).toBe(200);
    expect(page.json().profile).toMatchObject({ audience: [{ ...audience[0], source: 'self_reported' }], packages: [pkg] });
    expect(page.json().profile).not.toHaveProperty('email');
    expect(page.json().profile).not.toHaveProperty('searchable');
    expect(page.body).not.toContain(account.email);
  });
});
