import { creatorProfileInputSchema } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues, fieldErrorsFromServer, fieldKeyOf } from './field-errors';

describe('field errors', () => {
  it('folds tag positions into their list and keeps social links apart', () => {
    expect(fieldKeyOf(['categories', 3])).toBe('categories');
    expect(fieldKeyOf('social_links.youtube')).toBe('social_links.youtube');
    expect(fieldKeyOf([])).toBe('_');
  });

  it('names the fields the shared schema refuses, one message each', () => {
    const result = creatorProfileInputSchema.safeParse({
      first_name: '', last_name: 'Silva', bio: 'Hi', categories: ['a', 'a'],
      social_links: { youtube: 'javascript:alert(1)' },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsFromIssues(result.error.issues)).sort()).toEqual(['categories', 'first_name', 'social_links.youtube']);
  });

  it('reads the server fields the same way', () => {
    expect(fieldErrorsFromServer({ 'languages.0': 'Too long', bio: 'Bio is required.' })).toEqual({ languages: 'Too long', bio: 'Bio is required.' });
  });
});
