/** Bounds of creator search, shortlists and searches. */
export const DISCOVERY_LIMITS = {
  pageSize: 24,
  pageSizeMax: 50,
  queryMax: 200,
  /** Values of one repeated filter (platform=…&platform=…). */
  filterValuesMax: 20,
  filterTextMax: 100,
  followersMax: 10_000_000_000,
  priceMaxCents: 100_000_000,
  cursorMax: 300,
  /** Recent searches a brand keeps; older ones drop off. */
  recentSearchesKept: 20,
  savedSearchesMax: 50,
  searchNameMax: 60,
  shortlistsMax: 50,
  shortlistNameMax: 60,
  shortlistEntriesMax: 500,
  noteMax: 500,
  similarMax: 12,
  /** Languages a facet lists (the most common); a chosen one is always listed. */
  languageFacetMax: 12,
  /** Category names a result card shows. */
  cardCategoriesMax: 3,
} as const;
