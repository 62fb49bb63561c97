import { z } from 'zod';
import { audienceEntryViewSchema } from '../audience/views';
import { imageViewSchema } from '../photos/views';
import { portfolioItemViewSchema } from '../portfolio/views';
import { packageViewSchema } from '../rate-card/views';
import { PAGE_VISIBILITIES, PROFILE_PLATFORMS, TALENT_VERTICALS } from './enums';
import { brandProfileInputSchema, creatorProfileInputSchema } from './schemas';

/**
 * A creator profile as the API returns it. `email`, `searchable`, `page_visibility` and `showcase` are present only on
 * one's own profile; the counters (`profile_views`, `profile_completion`) only for a logged-in reader.
 */
const creatorProfileViewSchema = z
  .object({
    id: z.uuid(),
    user_type: z.literal('creator'),
    handle: z.string().meta({ description: 'The public page’s address: /c/<handle>.' }),
    email: z.string().optional().meta({ description: 'Only on one’s own profile.' }),
    first_name: z.string(),
    last_name: z.string(),
    platform: z.string().nullable(),
    bio: z.string().nullable(),
    profile_image: z.string().nullable(),
    photo: imageViewSchema.nullable().meta({ description: 'The uploaded profile photo; null shows the initials.' }),
    /** The portfolio, in the creator's order. */
    portfolio: z.array(portfolioItemViewSchema),
    social_links: z.record(z.string(), z.string()),
    categories: z.array(z.string()),
    interests: z.array(z.string()),
    content_type: z.array(z.string()),
    portfolio_items: z.array(z.unknown()),
    achievements: z.string().nullable(),
    location: z.string().nullable(),
    languages: z.array(z.string()),
    available_for_hire: z.boolean(),
    expertise_level: z.string(),
    talent_vertical: z.string().nullable(),
    custom_talent_vertical: z.string().nullable(),
    profile_views: z.number().int().optional().meta({ description: 'Left out for a reader who is not logged in.' }),
    profile_completion: z.number().int().optional().meta({ description: 'Left out for a reader who is not logged in.' }),
    /** Figures per platform, each marked with where it comes from. */
    audience: z.array(audienceEntryViewSchema),
    /** The rate card, in the creator's order. */
    packages: z.array(packageViewSchema),
    searchable: z
      .boolean()
      .optional()
      .meta({ description: 'In brands’ search once the email is verified. Only on one’s own profile.' }),
    page_visibility: z.enum(PAGE_VISIBILITIES).optional().meta({
      description: 'Who may read the page: `public` (anyone) or `brands` (logged-in brands). Only on one’s own profile.',
    }),
    showcase: z.boolean().optional().meta({
      description: 'Shown on the home page’s showcase while the page is public and there is a photo. Only on one’s own profile.',
    }),
    public_page: z.boolean().optional().meta({
      description: 'Whether anyone may read the page now (verified, in search, and `public`). Only on one’s own profile.',
    }),
  })
  .meta({ id: 'CreatorProfile' });
export type CreatorProfileView = z.infer<typeof creatorProfileViewSchema>;

const brandProfileViewSchema = z
  .object({
    id: z.uuid(),
    user_type: z.literal('brand'),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string().nullable(),
    website: z.string().nullable(),
    industry: z.string(),
    logo: z.string().nullable(),
    photo: imageViewSchema.nullable().meta({ description: 'The uploaded logo; null shows the initials.' }),
    company_size: z.string().nullable(),
    description: z.string().nullable(),
    budget_range: z.string().nullable(),
    profile_completion: z.number().int(),
  })
  .meta({ id: 'BrandProfile' });
export type BrandProfileView = z.infer<typeof brandProfileViewSchema>;

export type ProfileView = CreatorProfileView | BrandProfileView;

export const ownProfileAnswerSchema = z.object({ profile: z.union([creatorProfileViewSchema, brandProfileViewSchema]) });
export const publicCreatorAnswerSchema = z.object({ profile: creatorProfileViewSchema });

/** The two bodies of a profile update, by the account's type: named schemas of the API document. */
export const PROFILE_BODIES = { CreatorProfileInput: creatorProfileInputSchema, BrandProfileInput: brandProfileInputSchema };

/**
 * The profile a user saves: a creator's or a brand's fields by the account's type. The server picks the
 * schema from the session (never from the input), so the input itself is only required to be an object;
 * the document names both bodies.
 */
export const profileUpdateInputSchema = z.looseObject({}).meta({
  description:
    'A creator sends the fields of CreatorProfileInput, a brand those of BrandProfileInput; the account’s own type decides which are read. Unknown fields are ignored.',
  anyOf: Object.keys(PROFILE_BODIES).map((name) => ({ $ref: `#/components/schemas/${name}` })),
});

/**
 * A creator on the landing's showcase: what their public page shows first, never the email or any figure.
 * Only creators who opted in, whose page is public and who uploaded a photo are listed.
 */
export const showcaseCreatorSchema = z
  .object({
    handle: z.string().meta({ description: 'The public page’s address: /c/<handle>.' }),
    first_name: z.string(),
    last_name: z.string(),
    photo: imageViewSchema.meta({ description: 'The uploaded profile photo.' }),
    platform: z.enum(PROFILE_PLATFORMS).nullable().meta({ description: 'The main platform.' }),
    talent_vertical: z.enum(TALENT_VERTICALS).nullable().meta({ description: 'The main category.' }),
    custom_talent_vertical: z.string().nullable().meta({ description: 'The category in the creator’s words, for `other`.' }),
    location: z.string().nullable(),
  })
  .meta({ id: 'ShowcaseCreator' });
export type ShowcaseCreator = z.infer<typeof showcaseCreatorSchema>;
export const showcaseAnswerSchema = z.object({ items: z.array(showcaseCreatorSchema) });
