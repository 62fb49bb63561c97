import { MESSAGES } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validate-new-password';
import { validateSignup, type SignupValues } from './validate-signup';

const creator: SignupValues = {
  email: 'ana@example.com',
  password: 'a long passphrase',
  confirmPassword: 'a long passphrase',
  firstName: 'Ana',
  lastName: 'Silva',
  platform: 'instagram',
  acceptedTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete creator form', () => {
    expect(validateSignup(creator, 'creator')).toBeNull();
  });

  it('checks in the spec order: required, length, match, terms', () => {
    const all = { ...creator, firstName: ' ', password: 'short', confirmPassword: 'other', acceptedTerms: false };
    expect(validateSignup(all, 'creator')?.message).toBe(MESSAGES.signup.allRequired);
    expect(validateSignup({ ...all, firstName: 'Ana' }, 'creator')?.message).toBe(MESSAGES.signup.passwordTooShort);
    const longEnough = { ...all, firstName: 'Ana', password: '12345678' };
    expect(validateSignup(longEnough, 'creator')?.message).toBe(MESSAGES.signup.passwordsDoNotMatch);
    const matching = { ...longEnough, confirmPassword: '12345678' };
    expect(validateSignup(matching, 'creator')?.message).toBe(MESSAGES.signup.acceptTerms);
  });

  it('asks for at least 8 characters for brands too, and leaves the website optional', () => {
    const brand = { ...creator, platform: undefined, industry: 'other', website: '' };
    expect(validateSignup(brand, 'brand')).toBeNull();
    const short = { ...brand, password: 'seven77', confirmPassword: 'seven77' };
    expect(validateSignup(short, 'brand')?.message).toBe(MESSAGES.signup.passwordTooShort);
  });

  it('names the empty fields so the form can mark them', () => {
    const problem = validateSignup({ ...creator, email: '', lastName: '' }, 'creator');
    expect(problem?.fields).toEqual(['lastName', 'email']);
  });
});

describe('validateNewPassword', () => {
  it('checks matching before length', () => {
    expect(validateNewPassword('short', 'other')?.message).toBe(MESSAGES.reset.passwordsDoNotMatch);
    expect(validateNewPassword('short', 'short')?.message).toBe(MESSAGES.reset.passwordTooShort);
    expect(validateNewPassword('long enough', 'long enough')).toBeNull();
  });
});
