export const SEARCH_SORTS = ['relevance', 'followers', 'price', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  followers: 'Most followers',
  price: 'Lowest price',
  newest: 'Newest',
};

/** The facets a search answers with counts. */
export const SEARCH_FACETS = ['platform', 'vertical', 'expertise_level', 'language', 'verified'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** The kinds of term "more like this" compares, as they prefix a term (`category:vegan`). */
export const SIMILARITY_TERM_KINDS = ['category', 'vertical', 'content', 'location'] as const;
export type SimilarityTermKind = (typeof SIMILARITY_TERM_KINDS)[number];
export const SIMILARITY_TERM_LABELS: Record<SimilarityTermKind, string> = {
  category: 'Category',
  vertical: 'Vertical',
  content: 'Content',
  location: 'Location',
};

/** The list every brand has from the start. */
export const DEFAULT_SHORTLIST_NAME = 'Saved';

/** What a suggestion under the search box stands for. */
export const SUGGESTION_KINDS = ['name', 'category', 'location'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
