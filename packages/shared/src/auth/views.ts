import { z } from 'zod';
import { INDUSTRIES, USER_TYPES } from './enums';
import { imageViewSchema } from '../photos/views';

// The answers of the account procedures, as both doors send them and the OpenAPI document shows them.

/**
 * The user as the API returns it (spec section 3, "user info"), never with secrets. Creator fields
 * (`platform`, `profile_views`) are present for creators, brand fields (`website`, `industry`,
 * `company_name`, `budget_range`) for brands.
 */
export const publicUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    user_type: z.enum(USER_TYPES),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
    email_verified: z.boolean(),
    photo: imageViewSchema
      .nullable()
      .optional()
      .meta({ description: 'The uploaded profile photo (a brand’s logo); null or absent shows the initials.' }),
    platform: z.string().nullable().optional(),
    website: z.string().nullable().optional(),
    industry: z
      .union([z.enum(INDUSTRIES), z.string()])
      .nullable()
      .optional(),
    company_name: z.string().nullable().optional(),
    budget_range: z.string().nullable().optional(),
    profile_completion: z.number().int(),
    profile_views: z.number().int().optional(),
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * A login's answer. `token` is for outside callers (REST, `Authorization: Bearer`); the web app gets its
 * session only as an httpOnly cookie, so the token is left out of the tRPC answer.
 */
export const sessionAnswerSchema = z.object({ token: z.string().optional(), user: publicUserSchema });

/** The emailed link's answer on REST (`GET /api/auth/verify-email`): the new session's token and the user. */
export const linkSessionAnswerSchema = z.object({
  token: z.string().meta({ description: 'For `Authorization: Bearer`; no cookie is set.' }),
  user: publicUserSchema,
});
/** A new session's token and its user, as the services answer them. */
export type AuthResult = z.infer<typeof linkSessionAnswerSchema>;

export const userAnswerSchema = z.object({ user: publicUserSchema });
export const maybeUserAnswerSchema = z.object({ user: publicUserSchema.nullable() });
export const accountMessageAnswerSchema = z.object({ message: z.string() });
export const validLinkSchema = z.object({ valid: z.literal(true) });
export const loggedOutSchema = z.object({ ok: z.literal(true) });

/** A session on the account security page; `id` names it but, unlike the token, cannot log anyone in. */
const accountSessionSchema = z
  .object({
    id: z.uuid(),
    created_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
    user_agent: z
      .string()
      .nullable()
      .meta({ description: 'The browser that started it, as it named itself (cut to 256 characters).' }),
    current: z.boolean().meta({ description: 'The session making this request.' }),
  })
  .meta({ id: 'Session' });
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const passwordChangedSchema = z.object({ ok: z.literal(true) });
/** Whether the browser asking holds the link's signup binding (docs/decisions/0010-signup-binding.md). */
export const signedUpHereSchema = z.object({ signedUpHere: z.boolean() });
/** The web app's verification: logged in (the browser that signed up), or confirmed and asked to log in. */
export const verifyAnswerSchema = z.object({ loggedIn: z.boolean(), user: publicUserSchema.nullable() });
