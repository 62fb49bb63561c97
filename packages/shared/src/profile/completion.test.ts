import { describe, expect, it } from 'vitest';
import { profileCompletion } from './completion';

const fullCreator = {
  first_name: 'Maya',
  last_name: 'Lopez',
  email: 'm@example.com',
  platform: 'youtube',
  bio: 'Cooking for busy people',
  profile_image: 'https://img.example/m.png',
  social_links: { youtube: 'https://youtube.com/@maya' },
  categories: ['food'],
};

describe('profile completion', () => {
  it('is 25 when nothing is filled (the floor)', () => {
    expect(profileCompletion('creator', {})).toBe(25);
    expect(profileCompletion('brand', {})).toBe(25);
  });

  it('is 100 when every counted field is filled', () => {
    expect(profileCompletion('creator', fullCreator)).toBe(100);
    expect(
      profileCompletion('brand', {
        first_name: 'B',
        last_name: 'O',
        email: 'b@x.co',
        company_name: 'Acme',
        website: 'https://acme.example',
        industry: 'retail',
        logo: 'https://acme.example/logo.png',
        company_size: '11-50',
        description: 'We make things',
        budget_range: '1k-5k',
      }),
    ).toBe(100);
  });

  it('rounds the share of filled fields', () => {
    // 3 of 8 = 37.5 -> 38; 5 of 8 = 62.5 -> 63; 1 of 8 = 12.5 -> floor 25.
    expect(profileCompletion('creator', { first_name: 'a', last_name: 'b', email: 'c' })).toBe(38);
    expect(profileCompletion('creator', { first_name: 'a', last_name: 'b', email: 'c', platform: 'x', bio: 'y' })).toBe(63);
    expect(profileCompletion('creator', { first_name: 'a' })).toBe(25);
    // 7 of 10 = 70.
    expect(
      profileCompletion('brand', {
        first_name: 'a',
        last_name: 'b',
        email: 'c',
        company_name: 'd',
        website: 'e',
        industry: 'f',
        logo: 'g',
      }),
    ).toBe(70);
  });

  it('counts links and tags only when at least one is set, and blank text as empty', () => {
    const withoutLinks = { ...fullCreator, social_links: { youtube: '', instagram: '  ' }, categories: [] };
    expect(profileCompletion('creator', withoutLinks)).toBe(75);
    expect(profileCompletion('creator', { ...fullCreator, bio: '   ' })).toBe(88);
  });
});
