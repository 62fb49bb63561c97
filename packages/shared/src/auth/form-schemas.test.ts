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
    expect(problems(creatorSignupFormSchema.safeParse(all))).toEqual([
      `firstName: ${AUTH_MESSAGES.signup.fieldRequired.firstName}`,
    ]);
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
      'lastName: Enter your last name.',
      'email: Enter your email address.',
      'platform: Choose your platform.',
      'confirmPassword: Type your password again.',
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

  it('ask brands their company, 8 characters too, and leave the website optional but valid, https:// added when left out', () => {
    const brand = { ...creator, platform: undefined, companyName: ' Mango & Co ', website: '', industry: 'other' };
    expect(brandSignupFormSchema.parse(brand)).toMatchObject({
      companyName: 'Mango & Co',
      website: undefined,
      industry: 'other',
    });
    expect(brandSignupFormSchema.parse({ ...brand, website: 'mango.example/shop' })).toMatchObject({
      website: 'https://mango.example/shop',
    });
    expect(brandSignupFormSchema.parse({ ...brand, website: 'http://mango.example' })).toMatchObject({
      website: 'http://mango.example',
    });
    expect(problems(brandSignupFormSchema.safeParse({ ...brand, website: 'mango' }))).toEqual([
      `website: ${AUTH_MESSAGES.signup.invalidWebsite}`,
    ]);
    // An empty brand form names each missing field, in the form's order.
    const empty = {
      ...brand,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      companyName: '',
      industry: '',
    };
    expect(problems(brandSignupFormSchema.safeParse(empty))).toEqual([
      'firstName: Enter your first name.',
      'lastName: Enter your last name.',
      'email: Enter your email address.',
      'companyName: Enter your company name.',
      'industry: Choose your industry.',
      'password: Choose a password.',
      'confirmPassword: Type your password again.',
    ]);
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
