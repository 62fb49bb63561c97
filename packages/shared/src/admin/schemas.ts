import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { PUBLIC_FORM_MESSAGES } from '../public-forms/messages';
import { ADMIN_MESSAGES } from './messages';

export const testEmailSchema = z.object({
  email: z
    .string({ error: ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .max(FIELD_LIMITS.emailMax)
    // The contact form's wording: one sentence for a mistyped address wherever it is typed.
    .pipe(z.email({ error: PUBLIC_FORM_MESSAGES.contact.invalidEmail })),
});

/** One opaque cursor per list of the admin page; each list pages on its own. */
export const adminListsQuerySchema = z.object({
  users_cursor: z.string().max(200).optional(),
  early_access_cursor: z.string().max(200).optional(),
  emails_cursor: z.string().max(200).optional(),
});

/** One page of one admin list; tRPC's infinite queries pass the cursor as `cursor`. */
export const adminPageQuerySchema = z.object({ cursor: z.string().max(200).nullish() });
