import { describe, expect, it } from 'vitest';
import { currentPlace, isPublicSitePage, navigationFor } from './app-navigation';

const creator = { user_type: 'creator', is_admin: false } as const;
const brand = { user_type: 'brand', is_admin: false } as const;
const labels = (user: Parameters<typeof navigationFor>[0]) => navigationFor(user).map((item) => item.label);
const placeOf = (user: Parameters<typeof navigationFor>[0], pathname: string) =>
  currentPlace(pathname, navigationFor(user))?.label;

describe('the navigation of each role', () => {
  it('lists the places in order, the five most used first on the phone, and Admin for an admin', () => {
    expect(labels(creator)).toEqual(['Dashboard', 'Campaigns', 'Deals', 'Messages', 'Earnings', 'Profile']);
    expect(labels(brand)).toEqual([
      'Dashboard',
      'Find creators',
      'Lists',
      'Campaigns',
      'Deals',
      'Messages',
      'Finances',
      'Analytics',
    ]);
    expect(labels({ ...brand, is_admin: true }).at(-1)).toBe('Admin');
    expect(labels({ ...creator, is_admin: true }).at(-1)).toBe('Admin');
    for (const user of [creator, brand, { ...brand, is_admin: true }]) {
      expect(navigationFor(user).filter((item) => item.primary)).toHaveLength(5);
    }
  });

  it('marks the place a page belongs to, however deep the page is', () => {
    expect(placeOf(creator, '/deals/123')).toBe('Deals');
    expect(placeOf(creator, '/campaigns/5')).toBe('Campaigns');
    expect(placeOf(creator, '/profile/packages')).toBe('Profile');
    expect(placeOf(creator, '/messages/4f1c')).toBe('Messages');
    expect(placeOf(brand, '/brand/campaigns/5')).toBe('Campaigns');
    expect(placeOf(brand, '/brand/campaigns/5/edit')).toBe('Campaigns');
    // The search is under Lists' path, but it is its own place.
    expect(placeOf(brand, '/brand/creators/search')).toBe('Find creators');
    expect(placeOf(brand, '/brand/creators')).toBe('Lists');
    expect(placeOf({ ...brand, is_admin: true }, '/admin/disputes')).toBe('Admin');
  });

  it('marks nothing on a page of no place, nor on a path that only starts alike', () => {
    expect(placeOf(creator, '/settings')).toBeUndefined();
    expect(placeOf(creator, '/notifications')).toBeUndefined();
    expect(placeOf(creator, '/dealsabc')).toBeUndefined();
    expect(placeOf(brand, '/brand/profile/edit')).toBeUndefined();
  });
});

describe('the public site’s pages', () => {
  it('are the landing, signing up and in, and the legal pages', () => {
    for (const path of ['/', '/login', '/signup', '/signup/brand', '/reset-password', '/privacy', '/terms', '/cookies']) {
      expect(isPublicSitePage(path), path).toBe(true);
    }
  });

  it('are not the app’s pages, nor the pages a visitor and a member both read', () => {
    for (const path of [
      '/dashboard',
      '/deals/1',
      '/settings',
      '/profile',
      '/creators/abc',
      '/brands/abc',
      '/c/maya',
      '/loginx',
    ]) {
      expect(isPublicSitePage(path), path).toBe(false);
    }
  });
});
