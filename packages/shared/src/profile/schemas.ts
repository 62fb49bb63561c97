import { z } from 'zod';
import { AUDIENCE_MESSAGES } from '../audience/messages';
import { audienceFormListSchema, audienceListSchema } from '../audience/schemas';
import { INDUSTRIES } from '../auth/enums';
import { FIELD_LIMITS } from '../common/limits';
import { hasNoControlCharacters, hasNoControlExceptLines, isHttpUrl, normalizeWebsite } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  DEFAULT_EXPERTISE_LEVEL,
  EXPERTISE_LEVELS,
  PROFILE_PLATFORMS,
  PAGE_VISIBILITIES,
  TALENT_VERTICALS,
} from './enums';
import { HANDLE_PATTERN, PROFILE_LIMITS } from './limits';
import { PROFILE_MESSAGES } from './messages';

const m = PROFILE_MESSAGES;

const requiredLine = (label: string, max: number) =>
  z
    .string({ error: m.required(label) })
    .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(1, m.required(label))
    .max(max, m.tooLong(label, max));

/** Optional text: blank becomes null, so "cleared" and "never set" read the same. */
const optionalText = (label: string, max: number, multiline = false) =>
  z
    .string()
    .refine(multiline ? hasNoControlExceptLines : hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
    .trim()
    .max(max, m.tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An http(s) link up to 2048 characters; `javascript:` and other schemes are refused. */
const optionalUrl = z
  .string()
  .trim()
  .max(FIELD_LIMITS.urlMax, m.tooLong('Link', FIELD_LIMITS.urlMax))
  .refine((v) => v === '' || (hasNoControlCharacters(v) && isHttpUrl(v)), m.invalidUrl)
  .nullish()
  .transform((v) => (v ? v : null));

/** A company website as people type it: "acme.com" is taken as https://acme.com (normalizeWebsite). */
const optionalWebsite = z
  .string()
  .trim()
  .max(FIELD_LIMITS.urlMax, m.tooLong('Link', FIELD_LIMITS.urlMax))
  .transform(normalizeWebsite)
  .refine((v) => v === '' || (hasNoControlCharacters(v) && isHttpUrl(v) && v.includes('.')), m.invalidWebsite)
  .nullish()
  .transform((v) => (v ? v : null));

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: m.invalidChoice })
    .optional()
    .transform((v) => (v ? v : null));

/** A tag is 1-40 characters; a list holds up to 20, with no exact duplicates (case-sensitive, as typed). */
export const tagSchema = z
  .string()
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .min(1, m.tagEmpty)
  .max(PROFILE_LIMITS.tagMax, m.tagTooLong);

export const tagListSchema = z
  .array(tagSchema)
  .max(PROFILE_LIMITS.tagsPerList, m.tooManyTags)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    for (const tag of tags) {
      if (seen.has(tag)) ctx.addIssue({ code: 'custom', message: m.duplicateTag(tag) });
      seen.add(tag);
    }
  })
  .default([]);

export const socialLinksSchema = z
  .object({
    youtube: optionalUrl,
    instagram: optionalUrl,
    tiktok: optionalUrl,
    twitter: optionalUrl,
    linkedin: optionalUrl,
    website: optionalUrl,
  })
  .prefault({})
  // Only the links that are set are kept.
  .transform((links) => Object.fromEntries(Object.entries(links).filter(([, v]) => v)) as Record<string, string>);

/**
 * The address of a creator's public page, /c/<handle>: 3-30 letters, digits, `_` and `-`, kept as typed
 * and unique whatever the case (the database's unique index on lower(handle) is the last word).
 */
export const handleSchema = z
  .string({ error: m.handleRequired })
  .trim()
  // An empty handle is missing, not misshapen: one message, not both.
  .min(1, { error: m.handleRequired, abort: true })
  .regex(HANDLE_PATTERN, m.handleShape)
  .meta({ description: 'The page’s address, /c/<handle>; unique whatever the case.', example: 'maya-lopez' });

export const pageVisibilitySchema = z.enum(PAGE_VISIBILITIES, { error: m.invalidChoice });

/** The fields of a creator's profile form and of the profile API alike. */
const creatorProfileFields = {
  first_name: requiredLine('First Name', FIELD_LIMITS.nameMax),
  last_name: requiredLine('Last Name', FIELD_LIMITS.nameMax),
  location: optionalText('Location', PROFILE_LIMITS.locationMax),
  available_for_hire: z.boolean({ error: m.invalidChoice }).default(true),
  profile_image: optionalUrl,
  bio: z
    .string({ error: m.required('Bio') })
    .refine(hasNoControlExceptLines, HTTP_MESSAGES.controlCharacters)
    .trim()
    .min(1, m.required('Bio'))
    .max(PROFILE_LIMITS.bioMax, m.tooLong('Bio', PROFILE_LIMITS.bioMax)),
  platform: optionalChoice(PROFILE_PLATFORMS),
  expertise_level: z.enum(EXPERTISE_LEVELS, { error: m.invalidChoice }).default(DEFAULT_EXPERTISE_LEVEL),
  talent_vertical: optionalChoice(TALENT_VERTICALS),
  custom_talent_vertical: optionalText('Custom vertical', PROFILE_LIMITS.customVerticalMax),
  achievements: optionalText('Notable Achievements', PROFILE_LIMITS.achievementsMax, true),
  categories: tagListSchema,
  content_type: tagListSchema,
  interests: tagListSchema,
  languages: tagListSchema,
  social_links: socialLinksSchema,
};

interface VerticalChoice {
  talent_vertical: string | null;
  custom_talent_vertical: string | null;
}
/** The custom vertical is required for "other"... */
const requireCustomVertical = (profile: VerticalChoice, ctx: z.RefinementCtx) => {
  if (profile.talent_vertical === 'other' && !profile.custom_talent_vertical) {
    ctx.addIssue({ code: 'custom', path: ['custom_talent_vertical'], message: m.customVerticalRequired });
  }
};
/** ...and only means something then: any other choice clears it. */
const clearUnusedCustomVertical = <Profile extends VerticalChoice>(profile: Profile): Profile => ({
  ...profile,
  custom_talent_vertical: profile.talent_vertical === 'other' ? profile.custom_talent_vertical : null,
});

/**
 * What a creator may change in their own profile. Unknown keys (email, user_type, is_admin, ids,
 * timestamps...) are dropped, never written. `audience` (the whole list), `searchable`, `handle`, `page_visibility` and `showcase` are changed
 * only when sent: a caller that does not know them leaves them as they are.
 */
export const creatorProfileInputSchema = z
  .object({
    ...creatorProfileFields,
    audience: audienceListSchema.optional(),
    searchable: z.boolean({ error: AUDIENCE_MESSAGES.invalidSearchable }).optional(),
    handle: handleSchema.optional(),
    page_visibility: pageVisibilitySchema.optional(),
    showcase: z.boolean({ error: m.invalidShowcase }).optional(),
  })
  .superRefine(requireCustomVertical)
  // The same rule for the API document, which cannot read the refinement.
  .meta({
    if: { properties: { talent_vertical: { const: 'other' } }, required: ['talent_vertical'] },
    then: { required: ['custom_talent_vertical'], properties: { custom_talent_vertical: { type: 'string', minLength: 1 } } },
  })
  .transform(clearUnusedCustomVertical);
export type CreatorProfileInput = z.input<typeof creatorProfileInputSchema>;
export type CreatorProfileUpdate = z.output<typeof creatorProfileInputSchema>;

/** The edit form: the same fields, with audience figures as typed; it always sends both. */
export const creatorProfileFormSchema = z
  .object({
    ...creatorProfileFields,
    audience: audienceFormListSchema,
    searchable: z.boolean(),
    handle: handleSchema,
    page_visibility: pageVisibilitySchema,
    showcase: z.boolean(),
  })
  .superRefine(requireCustomVertical)
  .transform(clearUnusedCustomVertical);

/** What a brand may change in its own profile. */
export const brandProfileInputSchema = z.object({
  first_name: requiredLine('First Name', FIELD_LIMITS.nameMax),
  last_name: requiredLine('Last Name', FIELD_LIMITS.nameMax),
  company_name: optionalText('Company Name', PROFILE_LIMITS.companyNameMax),
  website: optionalWebsite,
  industry: z.enum(INDUSTRIES, { error: m.invalidChoice }).default('other'),
  logo: optionalUrl,
  company_size: optionalChoice(COMPANY_SIZES),
  description: optionalText('Description', PROFILE_LIMITS.descriptionMax, true),
  budget_range: optionalChoice(BUDGET_RANGES),
});
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>;
export type BrandProfileUpdate = z.output<typeof brandProfileInputSchema>;

export const creatorIdSchema = z.object({ id: z.string().trim().min(1).max(100) });
/** A page address as read from a link: any text up to 100, so a malformed one is a plain 404. */
export const creatorHandleSchema = z.object({ handle: z.string().trim().min(1).max(100) });
