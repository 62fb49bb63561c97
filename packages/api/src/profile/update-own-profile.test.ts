import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@sponsorly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, createVerifiedAccount, type TestDeps } from '../testing';
import { updateOwnProfile } from './update-own-profile';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const userRow = (id: string) => deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const creatorRow = (id: string) =>
  deps.db.selectFrom('creator_profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
const brandRow = (id: string) =>
  deps.db.selectFrom('brand_profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();

const creatorInput = {
  first_name: '  Maya ',
  last_name: 'Lopez',
  bio: 'Weeknight recipes.\nNew video every Friday.',
  location: 'Lisbon',
  platform: 'youtube',
  talent_vertical: 'foodie',
  custom_talent_vertical: 'ignored unless the vertical is other',
  categories: ['Food', 'Cooking'],
  languages: ['English', 'Portuguese'],
  social_links: { youtube: 'https://youtube.com/@maya', instagram: '' },
};

describe('updateOwnProfile', () => {
  it("saves a creator's profile and names, and returns the page's view of it", async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    deps.clock.advance(60_000);

    const view = await updateOwnProfile(deps, user, creatorInput);

    expect(await userRow(user.id)).toMatchObject({ first_name: 'Maya', last_name: 'Lopez', updated_at: deps.clock.now() });
    expect(await creatorRow(user.id)).toMatchObject({
      bio: creatorInput.bio,
      location: 'Lisbon',
      platform: 'youtube',
      talent_vertical: 'foodie',
      custom_talent_vertical: null,
      categories: ['Food', 'Cooking'],
      languages: ['English', 'Portuguese'],
      interests: [],
      social_links: { youtube: 'https://youtube.com/@maya' },
      expertise_level: 'beginner',
      available_for_hire: true,
    });
    expect(view).toMatchObject({ id: user.id, email: user.email, bio: creatorInput.bio, categories: ['Food', 'Cooking'] });
    // Names, email, platform, bio, social links and categories are filled; the image is not: 7 of 8.
    expect(view.profile_completion).toBe(88);
  });

  it('never writes what a user may not set: email, type, admin flag, ids, view counts', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');

    await updateOwnProfile(deps, user, {
      ...creatorInput,
      email: 'someone-else@example.com',
      user_type: 'brand',
      is_admin: true,
      id: '00000000-0000-0000-0000-000000000000',
      user_id: '00000000-0000-0000-0000-000000000000',
      profile_views: 1_000_000,
    });

    expect(await userRow(user.id)).toMatchObject({ email: user.email, user_type: 'creator', is_admin: false });
    expect((await creatorRow(user.id)).profile_views).toBe(0);
    const brands = await deps.db.selectFrom('brand_profiles').select('user_id').where('user_id', '=', user.id).execute();
    expect(brands).toHaveLength(0);
  });

  it("saves a brand's profile with the brand rules", async () => {
    const { user } = await createVerifiedAccount(deps, 'brand');

    const view = await updateOwnProfile(deps, user, {
      first_name: 'Ben',
      last_name: 'Okafor',
      company_name: 'Acme Outdoors',
      website: 'https://acme-outdoors.example',
      industry: 'retail',
      company_size: '51-200',
      budget_range: '5k-20k',
      description: '',
    });

    expect(await brandRow(user.id)).toMatchObject({
      company_name: 'Acme Outdoors',
      website: 'https://acme-outdoors.example',
      industry: 'retail',
      company_size: '51-200',
      budget_range: '5k-20k',
      description: null,
      logo: null,
    });
    expect(view).toMatchObject({ user_type: 'brand', company_name: 'Acme Outdoors', budget_range: '5k-20k' });
  });

  it('refuses a bad field with its message and changes nothing', async () => {
    const { user } = await createVerifiedAccount(deps, 'creator');
    await updateOwnProfile(deps, user, creatorInput);
    const before = { user: await userRow(user.id), profile: await creatorRow(user.id) };
    const tooManyTags = Array.from({ length: PROFILE_LIMITS.tagsPerList + 1 }, (_, i) => `tag${i}`);

    const attempts = [
      {
        input: { ...creatorInput, first_name: 'Changed', categories: tooManyTags },
        field: 'categories',
        message: PROFILE_MESSAGES.tooManyTags,
      },
      {
        input: { ...creatorInput, first_name: 'Changed', social_links: { website: 'javascript:alert(1)' } },
        field: 'social_links.website',
        message: PROFILE_MESSAGES.invalidUrl,
      },
      {
        input: { ...creatorInput, first_name: 'Changed', bio: 'x'.repeat(PROFILE_LIMITS.bioMax + 1) },
        field: 'bio',
        message: PROFILE_MESSAGES.tooLong('Bio', PROFILE_LIMITS.bioMax),
      },
      {
        input: { ...creatorInput, first_name: 'Changed', talent_vertical: 'other', custom_talent_vertical: '' },
        field: 'custom_talent_vertical',
        message: PROFILE_MESSAGES.customVerticalRequired,
      },
    ];
    for (const { input, field, message } of attempts) {
      await expect(updateOwnProfile(deps, user, input)).rejects.toMatchObject({
        status: 400,
        extra: { fields: { [field]: message } },
      });
    }

    expect(await userRow(user.id)).toEqual(before.user);
    expect(await creatorRow(user.id)).toEqual(before.profile);
  });
});
