import { z } from 'zod';
import { DEAL_PARTIES } from '../../marketplace/enums';
import { imageViewSchema } from '../../photos/views';

/** A review as the pages show it once it is visible. */
export const reviewViewSchema = z
  .object({
    /** What a report names the review by. */
    id: z.uuid(),
    author_side: z.enum(DEAL_PARTIES),
    author_name: z.string(),
    rating: z.number().int(),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Review' });
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** A deal's reviews for one of its parties: theirs (always), the other's once visible, and whether they may still write. */
export const dealReviewsViewSchema = z.object({
  mine: reviewViewSchema.nullable(),
  theirs: reviewViewSchema.nullable(),
  /** The other side wrote one that stays hidden until yours is in or the window ends. */
  theirs_hidden: z.boolean(),
  can_review: z.boolean(),
  /** When the window ends, while the deal can be reviewed. */
  review_until: z.string().nullable(),
});
export type DealReviewsView = z.infer<typeof dealReviewsViewSchema>;

/** A person's visible reviews, with their average. */
export const reviewSummaryViewSchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  items: z.array(reviewViewSchema),
});
export type ReviewSummaryView = z.infer<typeof reviewSummaryViewSchema>;

/** A brand as creators see it (never its budget): name, logo, industry, size, description, website. */
export const publicBrandViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    logo: z.string().nullable(),
    photo: imageViewSchema.nullable().meta({ description: 'The uploaded logo; null shows the initials.' }),
    industry: z.string().nullable(),
    company_size: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    verified_domain: z
      .string()
      .nullable()
      .meta({ description: 'The company domain the brand proved it receives email at; null while not verified.' }),
  })
  .meta({ id: 'PublicBrand' });
export type PublicBrandView = z.infer<typeof publicBrandViewSchema>;

/**
 * A brand's record from its deals (docs/marketplace.md "Trust"): how fast it approves delivered work, how
 * often it funds within 24 hours of agreeing, how often its silence approved the work, how many of its
 * deals were canceled, and what creators said. Null figures: nothing to count yet.
 */
export const brandReliabilityViewSchema = z
  .object({
    brand_id: z.uuid(),
    completed_deals: z.number().int(),
    /** The median hours from delivery to approval (by the brand or its silence). */
    median_approval_hours: z.number().nullable(),
    /** Of its funded deals, the percent funded within 24 hours of acceptance. */
    funded_within_24h_percent: z.number().int().nullable(),
    /** Of its completed deals, the percent approved by the review window's end rather than by the brand. */
    auto_approved_percent: z.number().int().nullable(),
    canceled_deals: z.number().int(),
    reviews: z.object({ count: z.number().int(), average: z.number().nullable() }),
  })
  .meta({ id: 'BrandReliability' });
export type BrandReliabilityView = z.infer<typeof brandReliabilityViewSchema>;
