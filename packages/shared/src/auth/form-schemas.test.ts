import { describe, expect, it } from 'vitest';
import { brandSignupFormSchema, creatorSignupFormSchema, newPasswordFormSchema } from './schemas';
import { AUTH_MESSAGES } from './messages';

const creator = {
  email: 'Ana@Example.com ',
  password: 'a long passphrase',
  confirmPassword: 'a long passphrase',
  firstName: ' Ana',
  lastName: 'Silva',
  platform: 'instagram',
  acceptedTerms: true,
};

/** Each problem as `path: message`, in the order the schema reports them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('signup form schemas', () => {
  it('accept a complete creator form and give what the signup call takes', () => {
    const parsed = creatorSignupFormSchema.parse(creator);
    expect(parsed).toEqual({
      email: 'ana@example.com',
      password: 'a long passphrase',
      firstName: 'Ana',
      lastName: 'Silva',
      platform: 'instagram',
    });
  });

  it('check in the spec order, one step at a time: required, length, match, terms', () => {
    const all = { ...creator, firstName: ' ', password: 'short', confirmPassword: 'other', acceptedTerms: false };
    expect(problems(creatorSignupFormSchema.safeParse(all))).toEqual([`firstName: ${AUTH_MESSAGES.signup.allRequired}`]);
    const filled = { ...all, firstName: 'Ana' };
    expect(problems(creatorSignupFormSchema.safeParse(filled))).toEqual([`password: ${AUTH_MESSAGES.signup.passwordTooShort}`]);
    const longEnough = { ...filled, password: '12345678' };
    expect(problems(creatorSignupFormSchema.safeParse(longEnough))).toEqual([
      `confirmPassword: ${AUTH_MESSAGES.signup.passwordsDoNotMatch}`,
    ]);
    const matching = { ...longEnough, confirmPassword: '12345678' };
    expect(problems(creatorSignupFormSchema.safeParse(matching))).toEqual([`acceptedTerms: ${AUTH_MESSAGES.signup.acceptTerms}`]);
  });

  it('name every empty field, so each can be marked; a password of spaces is typed, not empty', () => {
    const result = creatorSignupFormSchema.safeParse({
      ...creator,
      email: '',
      lastName: '  ',
      platform: '',
      confirmPassword: '',
    });
    expect(problems(result)).toEqual([
      `lastName: ${AUTH_MESSAGES.signup.allRequired}`,
      `email: ${AUTH_MESSAGES.signup.allRequired}`,
      `platform: ${AUTH_MESSAGES.signup.allRequired}`,
      `confirmPassword: ${AUTH_MESSAGES.signup.allRequired}`,
    ]);
    const spaces = ' '.repeat(8);
    expect(problems(creatorSignupFormSchema.safeParse({ ...creator, password: spaces, confirmPassword: spaces }))).toEqual([]);
  });

  it('use the account rules the server uses, at their fields', () => {
    expect(problems(creatorSignupFormSchema.safeParse({ ...creator, email: 'not-an-email' }))).toEqual([
      `email: ${AUTH_MESSAGES.signup.invalidEmail}`,
    ]);
    expect(problems(creatorSignupFormSchema.safeParse({ ...creator, platform: 'myspace' }))).toHaveLength(1);
  });

  it('ask 8 characters of brands too, and leave the website optional but valid', () => {
    const brand = { ...creator, platform: undefined, website: '', industry: 'other' };
    expect(brandSignupFormSchema.parse(brand)).toMatchObject({ website: undefined, industry: 'other' });
    const short = { ...brand, password: 'seven77', confirmPassword: 'seven77' };
    expect(problems(brandSignupFormSchema.safeParse(short))).toEqual([`password: ${AUTH_MESSAGES.signup.passwordTooShort}`]);
    expect(problems(brandSignupFormSchema.safeParse({ ...brand, website: 'ftp://x' }))).toEqual([
      `website: ${AUTH_MESSAGES.signup.invalidWebsite}`,
    ]);
  });
});

describe('new password form schema', () => {
  it('checks matching before length, in the reset page words', () => {
    expect(problems(newPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'other' }))).toEqual([
      `confirmPassword: ${AUTH_MESSAGES.reset.passwordsDoNotMatch}`,
    ]);
    expect(problems(newPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual([
      `password: ${AUTH_MESSAGES.reset.passwordTooShort}`,
    ]);
    expect(newPasswordFormSchema.parse({ password: 'long enough', confirmPassword: 'long enough' })).toEqual({
      password: 'long enough',
    });
    const tooLong = 'x'.repeat(129);
    expect(problems(newPasswordFormSchema.safeParse({ password: tooLong, confirmPassword: tooLong }))).toEqual([
      `password: ${AUTH_MESSAGES.signup.passwordTooLong}`,
    ]);
  });
});
