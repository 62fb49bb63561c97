/** Bounds of a creator's rate card. Prices are integer cents. */
export const RATE_CARD_LIMITS = {
  packagesMax: 10,
  titleMax: 80,
  descriptionMax: 1000,
  deliverablesMax: 10,
  /** $1 to $100,000 a package. */
  priceMinCents: 100,
  priceMaxCents: 10_000_000,
  deliveryDaysMin: 1,
  deliveryDaysMax: 365,
  revisionsMax: 10,
  /** docs/marketplace.md: an offer includes two change requests unless it says otherwise. */
  defaultRevisions: 2,
} as const;
