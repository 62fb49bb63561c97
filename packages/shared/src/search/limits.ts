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
  /** Suggestions shown as a brand types, all kinds together. */
  suggestionsMax: 8,
  /** Letters typed before suggestions are asked for. */
  suggestMinLength: 2,
  /** Typed words shorter than this are matched as typed: shorter words have too many close neighbours. */
  typoMinLength: 4,
  /** From this length a word may be two edits away from what a creator wrote, below it one. */
  typoTwoEditsLength: 8,
  /** Close words one typed word may stand for. */
  typoAlternativesMax: 5,
} as const;
