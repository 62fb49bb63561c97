import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

/** Written only by the database (creator_search_refresh, migration 0006); the services read it. */
type Derived<T> = ColumnType<T, never, never>;

/** One row per creator, derived from the account, profile, audience and rate card. */
export interface CreatorSearchTable {
  creator_id: Derived<string>;
  visible: Derived<boolean>;
  visible_since: Derived<Date | null>;
  /** First and last name, lower case without accents. */
  name: Derived<string>;
  document: Derived<string>;
  /** `category:…`, `content:…`, `vertical:…`, `location:…` terms for "more like this". */
  terms: Derived<string[]>;
  platforms: Derived<string[]>;
  talent_vertical: Derived<string | null>;
  expertise_level: Derived<string>;
  /** Lower case without accents, as are categories and location. */
  languages: Derived<string[]>;
  categories: Derived<string[]>;
  deliverables: Derived<string[]>;
  location: Derived<string>;
  available: Derived<boolean>;
  completeness: Derived<number>;
  followers: Derived<string | number | null>;
  price_from_cents: Derived<string | number | null>;
  joined_at: Derived<Date>;
  /** When a figure a sort reads last changed (migration 0007), for keyset pages that began before. */
  order_changed_at: Derived<Date | null>;
  /** The platforms, vertical and expertise level as bits (search_facet_values(), migration 0017). */
  facet_code: Derived<string | number>;
  /** Relevance's bounded boost in millionths: availability, a complete profile, audience size (0017). */
  boost: Derived<string | number>;
  /** The distinct words of the creator's text, folded but not stemmed (migration 0032). */
  words: Derived<string[]>;
  /** Categories and location as the creator wrote them, for suggestions (0032). */
  category_labels: Derived<string[]>;
  location_label: Derived<string | null>;
  /** Whether a connected channel confirmed one of the creator's platforms (migration 0043). */
  verified: Derived<boolean>;
}

/** The words visible creators use, and how many use each (kept by triggers, migration 0032). */
export interface SearchLexiconTable {
  word: Derived<string>;
  creators: Derived<number>;
}

/** Visible creators' categories and locations, folded, with a label as written (migration 0032). */
export interface SearchTermsTable {
  kind: Derived<'category' | 'location'>;
  term: Derived<string>;
  label: Derived<string>;
  creators: Derived<number>;
}

export interface RecentSearchesTable {
  user_id: string;
  /** The search's canonical query string (the page's URL query). */
  query: string;
  searched_at: Timestamp;
  total: number;
}

export interface SavedSearchesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  query: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** Brands finding creators: the search rows, and the searches each user made and saved. */
export interface SearchTables {
  creator_search: CreatorSearchTable;
  search_lexicon: SearchLexiconTable;
  search_terms: SearchTermsTable;
  recent_searches: RecentSearchesTable;
  saved_searches: SavedSearchesTable;
}

export type CreatorSearchRow = Selectable<CreatorSearchTable>;
export type SavedSearchRow = Selectable<SavedSearchesTable>;
