import { PROFILE_PLATFORMS } from '../profile/enums';

/** Bounds of a creator's audience figures. */
export const AUDIENCE_LIMITS = {
  /** Followers and average views; the largest accounts today are well under a billion. */
  countMax: 2_000_000_000,
  handleMax: 100,
  /** A percentage, kept to two decimals (stored as basis points). */
  engagementRateMax: 100,
  /** One entry per platform. */
  entriesMax: PROFILE_PLATFORMS.length,
} as const;
