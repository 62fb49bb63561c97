import { MESSAGES, type CreatorProfileView } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { CREATOR_FORM_DEFAULTS, creatorFormValues, validateCreatorForm } from './creator-form';

const saved: CreatorProfileView = {
  id: 'u1', user_type: 'creator', email: 'ana@example.com', first_name: 'Ana', last_name: 'Silva', platform: 'youtube',
  bio: 'Hello', profile_image: null, social_links: { youtube: 'https://youtube.com/@ana' }, categories: ['Gaming'],
  interests: [], content_type: [], portfolio_items: [], achievements: null, location: null, languages: ['English'],
  available_for_hire: false, expertise_level: 'advanced', talent_vertical: null, custom_talent_vertical: null,
  profile_views: 0, profile_completion: 88,
};

describe('creator form values', () => {
  it('starts from the defaults and refills from the saved profile', () => {
    expect(CREATOR_FORM_DEFAULTS.available_for_hire).toBe(true);
    expect(CREATOR_FORM_DEFAULTS.expertise_level).toBe('beginner');
    const values = creatorFormValues(saved);
    expect(values).toMatchObject({ first_name: 'Ana', platform: 'youtube', available_for_hire: false, location: '', categories: ['Gaming'] });
    expect(values.social_links).toEqual({ youtube: 'https://youtube.com/@ana', instagram: '', tiktok: '', twitter: '', linkedin: '', website: '' });
  });

  it('asks for the custom vertical only when the vertical is other', () => {
    const values = { ...creatorFormValues(saved), talent_vertical: 'other' };
    expect(validateCreatorForm(values)).toEqual({ custom_talent_vertical: MESSAGES.profile.customVerticalRequired });
    expect(validateCreatorForm({ ...values, custom_talent_vertical: 'Vanlife' })).toBeNull();
  });

  it('requires the names and the bio', () => {
    expect(Object.keys(validateCreatorForm(CREATOR_FORM_DEFAULTS) ?? {}).sort()).toEqual(['bio', 'first_name', 'last_name']);
  });
});
