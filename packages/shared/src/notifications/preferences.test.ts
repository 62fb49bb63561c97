import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../marketplace/enums';
import { ALWAYS_SENT_EMAIL_KINDS, SWITCHABLE_EMAIL_KINDS } from './preferences';
import { updateEmailPreferencesSchema } from './schemas';

describe('email kinds', () => {
  it('every kind that emails is either a switch or always sent, never both, and nothing else is listed', () => {
    const emailing = Object.entries(NOTIFICATION_KINDS)
      .filter(([, kind]) => kind.email)
      .map(([name]) => name)
      .sort();
    expect([...SWITCHABLE_EMAIL_KINDS, ...ALWAYS_SENT_EMAIL_KINDS].sort()).toEqual(emailing);
    expect(SWITCHABLE_EMAIL_KINDS.filter((kind) => (ALWAYS_SENT_EMAIL_KINDS as readonly string[]).includes(kind))).toEqual([]);
  });

  it('lets a payment email be named on, never off', () => {
    expect(updateEmailPreferencesSchema.safeParse({ email: { deal_funded: true } }).success).toBe(true);
    const off = updateEmailPreferencesSchema.safeParse({ email: { deal_funded: false, new_message: false } });
    expect(off.error?.issues.map((issue) => issue.message)).toEqual(['Emails about payments cannot be turned off: deal_funded.']);
  });
});
