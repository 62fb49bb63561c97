import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, pathAfterLogin, safeReturnPath } from './return-path';

describe('return path after login', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/profile/edit')).toBe('/profile/edit');
    expect(safeReturnPath('/brand/profile/edit?tab=links#budget')).toBe('/brand/profile/edit?tab=links#budget');
  });

  it('refuses anything a browser would take to another site, and goes to the dashboard instead', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(next), String(next)).toBeNull();
      expect(pathAfterLogin(next), String(next)).toBe('/dashboard');
    }
  });

  it('sends a visitor to login with the page to come back to, unless that page is the dashboard', () => {
    expect(loginPathReturningTo('/profile/edit?tab=links')).toBe('/login?next=%2Fprofile%2Fedit%3Ftab%3Dlinks');
    expect(loginPathReturningTo('/dashboard')).toBe('/login');
    expect(pathAfterLogin(new URLSearchParams('next=%2Fprofile%2Fedit%3Ftab%3Dlinks').get('next'))).toBe(
      '/profile/edit?tab=links',
    );
  });
});
