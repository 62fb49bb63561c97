import {
  SEARCH_FILTER_KEYS,
  activeFilterKeys,
  filtersToQueryString,
  searchFiltersSchema,
  searchParamsToFilters,
  type SearchFilterKey,
  type SearchFilters,
} from '@sponsorly/shared';

export const SEARCH_PATH = '/brand/creators/search';

export const EMPTY_FILTERS: SearchFilters = searchFiltersSchema.parse({});

export interface FiltersFromUrl {
  filters: SearchFilters;
  /** Which value was left out and why (a URL edited by hand), or null. */
  problem: string | null;
}

/**
 * The search a URL holds. A bad value (a URL edited by hand or from an older version) is left out and
 * named, and the rest of the search still runs.
 */
export function readFilters(params: URLSearchParams): FiltersFromUrl {
  const raw = searchParamsToFilters(params);
  let problem: string | null = null;
  for (let attempt = 0; attempt <= SEARCH_FILTER_KEYS.length; attempt++) {
    const parsed = searchFiltersSchema.safeParse(raw);
    if (parsed.success) return { filters: parsed.data, problem };
    const issue = parsed.error.issues[0];
    const key = issue?.path[0];
    if (typeof key !== 'string' || !(key in raw)) break;
    problem ??= `The ${key.replaceAll('_', ' ')} in this link was left out: ${issue?.message ?? ''}`;
    delete raw[key];
  }
  return { filters: EMPTY_FILTERS, problem };
}

/** The address parameter of invite mode: the campaign the search invites creators to. */
export const INVITE_PARAM = 'invite';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign of invite mode in an address, when it looks like one (the API answers for the rest). */
export function readInvite(params: URLSearchParams): string | null {
  const value = params.get(INVITE_PARAM);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** The canonical query string of a search, with the campaign of invite mode last. */
export function searchQueryOf(filters: SearchFilters, invite: string | null = null): string {
  const query = filtersToQueryString(filters);
  if (!invite) return query;
  const mode = `${INVITE_PARAM}=${encodeURIComponent(invite)}`;
  return query ? `${query}&${mode}` : mode;
}

/** The page's address for a search: the canonical query string, so the same search is the same URL. */
export function searchPath(filters: SearchFilters, invite: string | null = null): string {
  return searchPathOf(searchQueryOf(filters, invite));
}

/** The page's address for a stored query string (recent and saved searches hold canonical ones). */
export function searchPathOf(query: string): string {
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** A list filter with a value added, or taken out if it was there. */
export function toggleValue<Value extends string>(values: readonly Value[], value: Value): Value[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The search without one filter, as a zero-result suggestion drops it. */
export function withoutFilter(filters: SearchFilters, key: SearchFilterKey): SearchFilters {
  if (key === 'sort') return filters;
  return { ...filters, [key]: Array.isArray(filters[key]) ? [] : undefined };
}

/** Every filter cleared; the words and the sort stay. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort };
}

/** How many filters are set, the words aside; a range counts once whichever ends are set. */
export function countActiveFilters(filters: SearchFilters): number {
  const keys = activeFilterKeys(filters).filter((key) => key !== 'q');
  const ranges = new Set(keys.map((key) => key.replace(/^(min|max)_/, '')));
  return ranges.size;
}
