/**
 * A brand's record from its deals (docs/marketplace.md "Trust"): how fast it approves delivered work, how
 * often it funds within 24 hours of agreeing, how often its silence approved the work, how many of its
 * deals were canceled, and what creators said. Null figures: nothing to count yet.
 */
export interface BrandReliabilityView {
  brand_id: string;
  completed_deals: number;
  /** The median hours from delivery to approval (by the brand or its silence). */
  median_approval_hours: number | null;
  /** Of its funded deals, the percent funded within 24 hours of acceptance. */
  funded_within_24h_percent: number | null;
  /** Of its completed deals, the percent approved by the review window's end rather than by the brand. */
  auto_approved_percent: number | null;
  canceled_deals: number;
  reviews: { count: number; average: number | null };
}
