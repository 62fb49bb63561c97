import { PROFILE_LIMITS, PROFILE_MESSAGES, tagSchema } from '@sponsorly/shared';

export type AddTagResult =
  | { added: true; tags: string[] }
  /** `message` is absent when the attempt is simply ignored (an empty box). */
  | { added: false; message?: string };

/**
 * Adds what was typed to a tag list under the shared rules: an empty box is ignored; a tag already in
 * the list (exact, case-sensitive) is not added twice; a tag is at most 40 characters and a list at
 * most 20 tags, and those limits are explained.
 */
export function addTag(tags: readonly string[], typed: string): AddTagResult {
  if (typed.trim() === '') return { added: false };
  const parsed = tagSchema.safeParse(typed);
  if (!parsed.success) return { added: false, message: parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.tagTooLong };
  const tag = parsed.data;
  if (tags.includes(tag)) return { added: false, message: PROFILE_MESSAGES.duplicateTag(tag) };
  if (tags.length >= PROFILE_LIMITS.tagsPerList) return { added: false, message: PROFILE_MESSAGES.tooManyTags };
  return { added: true, tags: [...tags, tag] };
}
