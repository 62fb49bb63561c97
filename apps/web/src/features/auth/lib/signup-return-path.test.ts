import { AUTH_DURATIONS } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { forgetSignupReturn, rememberSignupReturn, signupReturnFor, takeSignupReturn } from './signup-return-path';

/** A browser's local storage, in memory. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}

const NOW = Date.UTC(2026, 0, 10, 12);

describe('the page a new account goes back to after signup', () => {
  it('takes the new brand back to the creator page it came from, once, for its own email', () => {
    const store = memoryStore();
    rememberSignupReturn('Ana@Brand.example', '/c/maya-lopez', NOW, store);
    expect(signupReturnFor('someone@else.example', NOW, store)).toBeNull();
    expect(signupReturnFor('ana@brand.example', NOW + 1000, store)).toBe('/c/maya-lopez');
    expect(takeSignupReturn('ana@brand.example', NOW + 2000, store)).toBe('/c/maya-lopez');
    expect(takeSignupReturn('ana@brand.example', NOW + 3000, store)).toBeNull();
  });

  it('keeps only paths of this site: another site is never remembered and forgets an earlier page', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/c/x',
      'javascript:alert(1)',
      '/\t/evil',
      null,
    ]) {
      const store = memoryStore();
      rememberSignupReturn('ana@brand.example', '/c/maya', NOW, store);
      rememberSignupReturn('ana@brand.example', next, NOW, store);
      expect(store.size()).toBe(0);
      expect(signupReturnFor('ana@brand.example', NOW, store)).toBeNull();
    }
  });

  it('re-checks what it reads: a stored value changed to another site is not followed', () => {
    const store = memoryStore();
    store.setItem('sponsorly:signup-return', JSON.stringify({ email: 'ana@brand.example', path: '//evil.example', at: NOW }));
    expect(signupReturnFor('ana@brand.example', NOW, store)).toBeNull();
    store.setItem('sponsorly:signup-return', 'not json');
    expect(signupReturnFor('ana@brand.example', NOW, store)).toBeNull();
  });

  it('lasts as long as the verification link, then the account goes to the dashboard', () => {
    const store = memoryStore();
    rememberSignupReturn('ana@brand.example', '/c/maya', NOW, store);
    expect(signupReturnFor('ana@brand.example', NOW + AUTH_DURATIONS.verificationTokenTtl, store)).toBe('/c/maya');
    expect(signupReturnFor('ana@brand.example', NOW + AUTH_DURATIONS.verificationTokenTtl + 1, store)).toBeNull();
    forgetSignupReturn(store);
    expect(store.size()).toBe(0);
  });

  it('remembers nothing where the browser keeps no storage', () => {
    expect(() => rememberSignupReturn('ana@brand.example', '/c/maya', NOW, null)).not.toThrow();
    expect(takeSignupReturn('ana@brand.example', NOW, null)).toBeNull();
  });
});
