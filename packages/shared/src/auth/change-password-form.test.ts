import { AUTH_MESSAGES } from './messages';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './schemas';

const messagesFor = (values: Record<string, string>) => {
  const result = changePasswordFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('change password form', () => {
  it('accepts the current password and a new one typed twice', () => {
    expect(
      messagesFor({ current_password: 'old', new_password: 'copper-lantern-58', confirm_password: 'copper-lantern-58' }),
    ).toEqual({});
  });

  it("uses the spec's messages for a short or mismatched new password", () => {
    expect(messagesFor({ current_password: 'old', new_password: 'short', confirm_password: 'short' })).toEqual({
      new_password: AUTH_MESSAGES.signup.passwordTooShort,
    });
    expect(
      messagesFor({ current_password: 'old', new_password: 'copper-lantern-58', confirm_password: 'copper-lantern-59' }),
    ).toEqual({
      confirm_password: AUTH_MESSAGES.signup.passwordsDoNotMatch,
    });
  });

  it('asks for the current password', () => {
    expect(
      messagesFor({ current_password: '', new_password: 'copper-lantern-58', confirm_password: 'copper-lantern-58' }),
    ).toEqual({
      current_password: AUTH_MESSAGES.account.currentPasswordRequired,
    });
  });
});
