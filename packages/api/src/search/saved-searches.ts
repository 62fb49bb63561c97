import {
  DISCOVERY_MESSAGES as m,
  ERROR_CODES,
  searchFiltersSchema,
  searchParamsToFilters,
  type SavedSearchView,
  type SearchFilters,
} from '@sponsorly/shared';
import type { SavedSearchRow } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/zod-errors';

export const savedSearchNotFound = () => new AppError(404, ERROR_CODES.notFound, m.savedSearchNotFound);

/** A saved query string is read with the search's own schema, so a saved search is always a valid one. */
export function filtersOf(query: string): SearchFilters {
  return parseInput(searchFiltersSchema, searchParamsToFilters(new URLSearchParams(query)));
}

export function toSavedSearchView(row: SavedSearchRow, newCount: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    new_count: newCount,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  };
}
