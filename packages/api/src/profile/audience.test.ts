import { AUDIENCE_MESSAGES, packageInputSchema } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../rate-card/create-package';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { getPublicCreator } from './public-creator';
import { loadOwnProfile } from './profile-views';
import { updateOwnProfile } from './update-own-profile';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const profile = { first_name: 'Maya', last_name: 'Lopez', bio: 'Weeknight recipes.', platform: 'tiktok' };
const audience = [
  { platform: 'tiktok', handle: '@maya.cooks', followers: 120_000, avg_views: 45_000, engagement_rate: 4.25 },
  { platform: 'instagram', handle: null, followers: 8_000 },
];
const audienceRows = (id: string) =>
  deps.db.selectFrom('creator_audience').selectAll().where('creator_id', '=', id).orderBy('position').execute();
const searchableOf = async (id: string) =>
  (await deps.db.selectFrom('creator_profiles').select('searchable').where('user_id', '=', id).executeTakeFirstOrThrow())
    .searchable;

describe('audience figures and search visibility', () => {
  it('saves the audience in the order given, every figure self-reported, the rate in basis points', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    const view = await updateOwnProfile(deps, user, {
      ...profile,
      audience: audience.map((a) => ({ ...a, source: 'verified' })),
    });

    expect(view).toMatchObject({
      audience: [
        {
          platform: 'tiktok',
          handle: '@maya.cooks',
          followers: 120_000,
          avg_views: 45_000,
          engagement_rate: 4.25,
          source: 'self_reported',
        },
        {
          platform: 'instagram',
          handle: null,
          followers: 8_000,
          avg_views: null,
          engagement_rate: null,
          source: 'self_reported',
        },
      ],
      searchable: true,
    });
    const rows = await audienceRows(user.id);
    expect(rows.map((r) => [r.platform, r.engagement_rate_bp, r.source])).toEqual([
      ['tiktok', 425, 'self_reported'],
      ['instagram', null, 'self_reported'],
    ]);
  });

  it('keeps the list and the search setting when a save leaves them out; an empty list clears it', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    await updateOwnProfile(deps, user, { ...profile, audience, searchable: false });
    await updateOwnProfile(deps, user, { ...profile, bio: 'Changed' });
    expect(await audienceRows(user.id)).toHaveLength(2);
    expect(await searchableOf(user.id)).toBe(false);

    await updateOwnProfile(deps, user, { ...profile, audience: [], searchable: true });
    expect(await audienceRows(user.id)).toHaveLength(0);
    expect(await searchableOf(user.id)).toBe(true);
  });

  it('refuses a repeated platform or a bad figure at its row, changing nothing', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    await updateOwnProfile(deps, user, { ...profile, audience });
    const before = await audienceRows(user.id);
    const attempts = [
      {
        list: [...audience, { platform: 'tiktok' }],
        field: 'audience.2.platform',
        message: AUDIENCE_MESSAGES.duplicatePlatform('TikTok'),
      },
      {
        list: [{ platform: 'tiktok', followers: -1 }],
        field: 'audience.0.followers',
        message: AUDIENCE_MESSAGES.countRange('Followers'),
      },
      {
        list: [{ platform: 'tiktok', avg_views: 1.5 }],
        field: 'audience.0.avg_views',
        message: AUDIENCE_MESSAGES.countRange('Average views'),
      },
      {
        list: [{ platform: 'tiktok', engagement_rate: 4.257 }],
        field: 'audience.0.engagement_rate',
        message: AUDIENCE_MESSAGES.engagementRate,
      },
      {
        list: [{ platform: 'tiktok', engagement_rate: 101 }],
        field: 'audience.0.engagement_rate',
        message: AUDIENCE_MESSAGES.engagementRate,
      },
      { list: [{ platform: 'myspace' }], field: 'audience.0.platform', message: AUDIENCE_MESSAGES.platformRequired },
    ];
    for (const { list, field, message } of attempts) {
      await expect(updateOwnProfile(deps, user, { ...profile, bio: 'Changed', audience: list }), field).rejects.toMatchObject({
        status: 400,
        extra: { fields: { [field]: message } },
      });
    }
    expect(await audienceRows(user.id)).toEqual(before);
    expect(await loadOwnProfile(deps.db, user)).toMatchObject({ bio: profile.bio });
  });

  it('shows brands the audience and the rate card, without the email or the search setting', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    await updateOwnProfile(deps, user, { ...profile, audience, searchable: false });
    const pkg = await createPackage(
      deps,
      user,
      packageInputSchema.parse({
        title: 'One TikTok',
        deliverables: [{ type: 'tiktok_video', quantity: 1 }],
        price_cents: 30_000,
        delivery_days: 5,
      }),
    );
    const brand = (await createVerifiedAccount(deps, 'brand')).user;

    const view = await getPublicCreator(deps, brand, { id: user.id });
    expect(view.packages).toEqual([pkg]);
    expect(view.audience.map((a) => a.platform)).toEqual(['tiktok', 'instagram']);
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('searchable');
  });
});
