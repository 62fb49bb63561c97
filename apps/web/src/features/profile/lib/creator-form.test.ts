import { AUDIENCE_MESSAGES, creatorProfileFormSchema, PROFILE_MESSAGES, type CreatorProfileView } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { CREATOR_FORM_DEFAULTS, EMPTY_AUDIENCE_ROW, creatorFormValues, type CreatorFormValues } from './creator-form';

/** What the form's schema says of its values: `path: message` for each problem. */
function problems(values: CreatorFormValues) {
  const result = creatorProfileFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const saved: CreatorProfileView = {
  id: 'u1',
  user_type: 'creator',
  handle: 'ana-silva',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  platform: 'youtube',
  bio: 'Hello',
  profile_image: null,
  photo: null,
  portfolio: [],
  social_links: { youtube: 'https://youtube.com/@ana' },
  categories: ['Gaming'],
  interests: [],
  content_type: [],
  portfolio_items: [],
  achievements: null,
  location: null,
  languages: ['English'],
  available_for_hire: false,
  expertise_level: 'advanced',
  talent_vertical: null,
  custom_talent_vertical: null,
  profile_views: 0,
  profile_completion: 88,
  searchable: false,
  page_visibility: 'brands',
  public_page: false,
  packages: [],
  audience: [
    {
      platform: 'youtube',
      handle: '@ana',
      followers: 12_500,
      avg_views: null,
      engagement_rate: 4.25,
      source: 'self_reported',
      verified_at: null,
    },
  ],
};

describe('creator form values', () => {
  it('starts from the defaults and refills from the saved profile', () => {
    expect(CREATOR_FORM_DEFAULTS.available_for_hire).toBe(true);
    expect(CREATOR_FORM_DEFAULTS.expertise_level).toBe('beginner');
    const values = creatorFormValues(saved);
    expect(values).toMatchObject({
      first_name: 'Ana',
      platform: 'youtube',
      available_for_hire: false,
      location: '',
      categories: ['Gaming'],
    });
    expect(values.social_links).toEqual({
      youtube: 'https://youtube.com/@ana',
      instagram: '',
      tiktok: '',
      twitter: '',
      linkedin: '',
      website: '',
    });
  });

  it('are what the shared schema reads: the custom vertical is asked only when the vertical is other', () => {
    const values = { ...creatorFormValues(saved), talent_vertical: 'other' };
    expect(problems(values)).toEqual([`custom_talent_vertical: ${PROFILE_MESSAGES.customVerticalRequired}`]);
    expect(problems({ ...values, custom_talent_vertical: 'Vanlife' })).toEqual([]);
  });

  it('need the names and the bio, each at its own field', () => {
    expect(problems(CREATOR_FORM_DEFAULTS)).toEqual([
      `first_name: ${PROFILE_MESSAGES.required('First Name')}`,
      `last_name: ${PROFILE_MESSAGES.required('Last Name')}`,
      `bio: ${PROFILE_MESSAGES.required('Bio')}`,
      `handle: ${PROFILE_MESSAGES.handleRequired}`,
    ]);
  });

  it('hold the handle and who sees the page, and check the handle’s shape before sending', () => {
    const values = creatorFormValues(saved);
    expect(values).toMatchObject({ handle: 'ana-silva', page_visibility: 'brands' });
    expect(problems({ ...values, handle: 'ana silva' })).toEqual([`handle: ${PROFILE_MESSAGES.handleShape}`]);
    expect(problems({ ...values, handle: 'an' })).toEqual([`handle: ${PROFILE_MESSAGES.handleShape}`]);
    expect(problems({ ...values, handle: 'Ana_Silva-2' })).toEqual([]);
    expect(problems({ ...values, page_visibility: 'everyone' })).toEqual([`page_visibility: ${PROFILE_MESSAGES.invalidChoice}`]);
  });

  it('place a wrong tag and a wrong link at their own paths', () => {
    const values = {
      ...creatorFormValues(saved),
      categories: ['Gaming', 'Gaming'],
      social_links: { ...creatorFormValues(saved).social_links, tiktok: 'javascript:alert(1)' },
    };
    expect(problems(values)).toEqual([
      `categories: ${PROFILE_MESSAGES.duplicateTag('Gaming')}`,
      `social_links.tiktok: ${PROFILE_MESSAGES.invalidUrl}`,
    ]);
  });

  it('hold audience figures as typed and send them as numbers, one row per platform', () => {
    const values = creatorFormValues(saved);
    expect(values.audience).toEqual([
      { platform: 'youtube', handle: '@ana', followers: '12500', avg_views: '', engagement_rate: '4.25' },
    ]);
    expect(values.searchable).toBe(false);
    const parsed = creatorProfileFormSchema.parse({
      ...values,
      audience: [{ ...values.audience[0]!, followers: '12,500', engagement_rate: '4.3%' }],
    });
    expect(parsed.audience).toEqual([
      { platform: 'youtube', handle: '@ana', followers: 12_500, avg_views: null, engagement_rate: 4.3 },
    ]);

    const badFigure = {
      ...values,
      audience: [{ ...EMPTY_AUDIENCE_ROW, platform: 'tiktok', followers: 'lots', engagement_rate: '4.257' }],
    };
    expect(problems(badFigure)).toEqual([
      `audience.0.followers: ${AUDIENCE_MESSAGES.countRange('Followers')}`,
      `audience.0.engagement_rate: ${AUDIENCE_MESSAGES.engagementRate}`,
    ]);
    const twice = { ...values, audience: [...values.audience, { ...EMPTY_AUDIENCE_ROW, platform: 'youtube' }] };
    expect(problems(twice)).toEqual([`audience.1.platform: ${AUDIENCE_MESSAGES.duplicatePlatform('YouTube')}`]);
  });
});
