import { z } from 'zod';
import { hasNoControlExceptLines } from '../../common/text-rules';

/** Reviews after a completed deal (docs/reviews.md). */
export const REVIEW_LIMITS = {
  textMax: 2000,
  /** Each side may review within this long of completion; hidden reviews show when it ends. */
  windowMs: 14 * 24 * 60 * 60 * 1000,
  /** The public pages show this many reviews, newest first. */
  shownMax: 20,
} as const;

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Choose from 1 to 5 stars.',
  textRequired: 'Say how it went, in a few words.',
  textTooLong: `Keep it under ${REVIEW_LIMITS.textMax} characters.`,
  notCompleted: 'A deal can be reviewed once it is complete.',
  windowOver: 'The 14 days to review this deal have passed.',
  alreadyReviewed: 'You already reviewed this deal.',
  brandNotFound: 'This brand does not exist.',
  subjectNotFound: 'This person does not exist or is not in search.',
} as const;

/**
 * The notification that the other side reviewed a deal: a prompt while the reader has not reviewed, and
 * a plain fact once they have (the prompt never outlives what it asks for).
 */
export const REVIEW_NOTIFICATIONS = {
  received: (author: string) => ({
    title: `${author} reviewed your deal`,
    body: 'Leave your review to read theirs; both show once both are in, or after 14 days.',
    action: 'Leave your review',
  }),
  /** The same notification's words once the reader's own review is in. */
  answeredBody: 'Both reviews are in: read theirs on the deal.',
} as const;

export const reviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingInvalid })
    .int(REVIEW_MESSAGES.ratingInvalid)
    .min(1, REVIEW_MESSAGES.ratingInvalid)
    .max(5, REVIEW_MESSAGES.ratingInvalid),
  text: z
    .string({ error: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textTooLong)
    .refine(hasNoControlExceptLines, REVIEW_MESSAGES.textTooLong),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
export const reviewInputSchema = reviewSchema.extend({ id: z.string() });

export * from './views';
