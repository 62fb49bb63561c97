/** Creator insights' bounds (docs/insights.md): each figure in one place, read by the server, the page and the tests. */
export const INSIGHTS_LIMITS = {
  /** The longest range one answer covers: two years, so a year against the one before fits. */
  maxRangeDays: 731,
  /** How many posts the top posts list. */
  topPosts: 5,
} as const;
