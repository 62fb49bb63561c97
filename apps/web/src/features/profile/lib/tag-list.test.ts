import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@sponsorly/shared';
import { describe, expect, it } from 'vitest';
import { addTag } from './tag-list';

describe('addTag', () => {
  it('adds a trimmed tag at the end', () => {
    expect(addTag(['Gaming'], '  Tech reviews ')).toEqual({ added: true, tags: ['Gaming', 'Tech reviews'] });
  });

  it('ignores an empty box without a message', () => {
    expect(addTag([], '   ')).toEqual({ added: false });
  });

  it('refuses an exact duplicate but keeps a different case', () => {
    expect(addTag(['Gaming'], 'Gaming')).toEqual({ added: false, message: PROFILE_MESSAGES.duplicateTag('Gaming') });
    expect(addTag(['Gaming'], 'gaming')).toEqual({ added: true, tags: ['Gaming', 'gaming'] });
  });

  it('explains the length and count limits', () => {
    expect(addTag([], 'x'.repeat(PROFILE_LIMITS.tagMax + 1))).toEqual({ added: false, message: PROFILE_MESSAGES.tagTooLong });
    expect(addTag([], 'x'.repeat(PROFILE_LIMITS.tagMax)).added).toBe(true);
    const full = Array.from({ length: PROFILE_LIMITS.tagsPerList }, (_, i) => `tag ${i}`);
    expect(addTag(full, 'one more')).toEqual({ added: false, message: PROFILE_MESSAGES.tooManyTags });
  });
});
