import { LIMITS, MESSAGES } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { isContactFilled, isImmediateError, validateContact } from './validate-contact';

const filled = { name: 'Ada Byron', email: 'ada@example.com', message: 'We would like to sponsor two videos.' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('uses the spec messages for values over the limits, and says them at once', () => {
    const errors = validateContact({
      name: 'x'.repeat(LIMITS.nameMax + 1),
      email: `${'x'.repeat(LIMITS.emailMax)}@example.com`,
      message: 'x'.repeat(LIMITS.messageMax + 1),
    });
    expect(errors).toEqual({
      name: MESSAGES.contact.nameTooLong,
      email: MESSAGES.contact.emailTooLong,
      message: MESSAGES.contact.messageTooLong,
    });
    expect(Object.values(errors).every(isImmediateError)).toBe(true);
  });

  it('accepts values exactly at the limits', () => {
    expect(validateContact({ ...filled, name: 'x'.repeat(LIMITS.nameMax), message: 'y'.repeat(LIMITS.messageMax) })).toEqual({});
  });

  it('asks for missing values and a valid address, after the field is left', () => {
    const errors = validateContact({ name: '  ', email: 'not-an-email', message: '' });
    expect(errors).toEqual({
      name: MESSAGES.contact.nameRequired,
      email: MESSAGES.contact.invalidEmail,
      message: MESSAGES.contact.messageRequired,
    });
    expect(Object.values(errors).some(isImmediateError)).toBe(false);
  });
});

describe('isContactFilled', () => {
  it('needs all three fields, spaces alone not counting', () => {
    expect(isContactFilled(filled)).toBe(true);
    expect(isContactFilled({ ...filled, message: '   ' })).toBe(false);
    expect(isContactFilled({ ...filled, name: '' })).toBe(false);
  });
});
