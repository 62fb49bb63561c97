import type { SavedSearchView } from '@sponsorly/shared';
import { Trash2 } from 'lucide-react';
import { useRemoveSavedSearch } from '../api/use-searches';
import { describeSearch } from '../lib/filter-words';
import { readFilters } from '../lib/search-url';

interface SavedSearchesProps {
  searches: readonly SavedSearchView[];
  openingId: string | undefined;
  onOpen: (search: SavedSearchView) => void;
}

/** The brand's saved searches, each with what is new since it was last opened. */
export function SavedSearches({ searches, openingId, onOpen }: SavedSearchesProps) {
  const remove = useRemoveSavedSearch();
  if (searches.length === 0) return <p className="text-muted your-searches__empty">Save a search to hear what is new in it.</p>;
  return (
    <ul className="saved-searches">
      {searches.map((search) => (
        <li key={search.id} className="saved-search">
          <button
            type="button"
            className="saved-search__open"
            aria-busy={openingId === search.id || undefined}
            onClick={() => onOpen(search)}
          >
            <span className="saved-search__name">{search.name}</span>
            <span className="saved-search__query">{describeSearch(readFilters(new URLSearchParams(search.query)).filters)}</span>
            {search.new_count > 0 && (
              <span className="saved-search__new">{search.new_count.toLocaleString('en-US')} new since you last looked</span>
            )}
          </button>
          <button
            type="button"
            className="saved-search__remove"
            disabled={remove.isPending && remove.variables?.id === search.id}
            onClick={() => remove.mutate({ id: search.id })}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete saved search {search.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
