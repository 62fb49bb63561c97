import type { AudienceSource } from '../audience/enums';
import type { Currency } from '../deals/offers/enums';
import type { ProfilePlatform, TalentVertical } from '../profile/enums';
import type { SearchFacet, SimilarityTermKind } from './enums';
import type { SearchFilterKey } from './schemas';

/** A creator as a search result, a list entry or a "more like this" suggestion show it; never the email. */
export interface CreatorCard {
  id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  platform: ProfilePlatform | null;
  talent_vertical: TalentVertical | null;
  location: string | null;
  /** The first few of the creator's categories, as they wrote them. */
  categories: string[];
  /** The largest audience across the creator's platforms. */
  followers: number | null;
  followers_source: AudienceSource | null;
  price_from_cents: number | null;
  currency: Currency;
  available_for_hire: boolean;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** A filter whose removal would give results, when a search gives none. */
export interface SearchSuggestion {
  filter: SearchFilterKey;
  count: number;
}

export type SearchFacetCounts = Record<SearchFacet, FacetCount[]>;

export interface CreatorSearchAnswer {
  items: CreatorCard[];
  total: number;
  /** With a first page, unless asked without (`facets: false`); null otherwise. */
  facets: SearchFacetCounts | null;
  next_cursor: string | null;
  suggestions: SearchSuggestion[];
}

/** A search's facet counts on their own, for a page that shows its results without waiting for them. */
export interface CreatorSearchFacetsAnswer {
  facets: SearchFacetCounts;
}

export interface SharedTerm {
  kind: SimilarityTermKind;
  value: string;
}

export interface SimilarCreator {
  creator: CreatorCard;
  shared_terms: SharedTerm[];
}

export interface ShortlistEntryView {
  creator: CreatorCard;
  note: string | null;
  added_at: string;
}

export interface ShortlistView {
  id: string;
  name: string;
  is_default: boolean;
  created_at: string;
  entries: ShortlistEntryView[];
}

export interface RecentSearchView {
  /** The canonical query string (filtersToQueryString). */
  query: string;
  searched_at: string;
  total: number;
}

export interface SavedSearchView {
  id: string;
  name: string;
  query: string;
  /** Creators matching it who entered search since the brand last opened it. */
  new_count: number;
  created_at: string;
  last_seen_at: string;
}

/** What a brand's dashboard counts. */
export interface DiscoverySummary {
  saved_creators: number;
  recent_searches: number;
}

/** Where a creator stands with the brand looking at their page. */
export interface CreatorStanding {
  hidden: boolean;
  shortlist_ids: string[];
}
