import {
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  activeFilterKeys,
  type CreatorSuggestion,
  type SearchFilters,
  type SearchSort,
} from '@sponsorly/shared';
import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HiddenCreatorNotice } from '../../../components/creator-card/hidden-creator-notice';
import { useHideCreator } from '../../../components/creator-card/use-hide-creator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { useCreatorSearch, useFacetCounts } from '../api/use-creator-search';
import { creatorsCount } from '../lib/filter-words';
import { clearedFilters, countActiveFilters, searchPath } from '../lib/search-url';
import { useSearchUrl } from '../lib/use-search-url';
import { BrandsOnlyMessage } from './brands-only-message';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { InviteBanner } from './invite-banner';
import { SaveSearchForm } from './save-search-form';
import { SearchBox, type SearchBoxEvent } from './search-box';
import { SearchResults } from './search-results';
import { YourSearches } from './your-searches';
import './creator-search.css';

const SORT_OPTIONS = SEARCH_SORTS.map((sort) => ({ value: sort, label: SEARCH_SORT_LABELS[sort] }));

/** The search page itself: words, filters (a side column, or a sheet on phones), results, your searches. */
export function CreatorSearch({ canKeep }: { canKeep: boolean }) {
  const { filters, query, invite, urlProblem, apply } = useSearchUrl();
  const navigate = useNavigate();
  const search = useCreatorSearch(filters, true);
  const facets = useFacetCounts(filters, search.data?.pages[0]);
  const hiding = useHideCreator();
  const utils = trpc.useUtils();
  // Typing makes one history entry, replaced at each pause, so Back does not replay it letter by letter.
  const typing = useRef(false);
  const [savingSearch, setSavingSearch] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);

  const firstPage = search.isPlaceholderData ? undefined : search.data?.pages[0];
  // Each new search, once its first page is shown, is kept among the recent ones (once per search, not per refetch).
  const recordRecent = trpc.search.recordRecent.useMutation({ onSuccess: () => utils.search.recent.invalidate() });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!firstPage || recorded.current === query) return;
    recorded.current = query;
    if (query) recordRecent.mutate({ ...filters, total: firstPage.total });
  }, [firstPage, query, filters, recordRecent]);

  if (search.isError && readApiError(search.error).status === 403) return <BrandsOnlyMessage />;

  const found = search.data?.pages.flatMap((page) => page.items) ?? [];
  const creators = found.filter((c) => !hiding.hiddenIds.has(c.id));
  const total = Math.max(0, (search.data?.pages[0]?.total ?? 0) - (found.length - creators.length));
  const activeCount = countActiveFilters(filters);

  function change(next: SearchFilters) {
    typing.current = false;
    setSavedName(null);
    apply(next);
  }
  function searchWords(words: string, how: SearchBoxEvent) {
    apply({ ...filters, q: words || undefined }, { replace: how === 'typed' && typing.current });
    typing.current = how === 'typed';
  }
  const clear = () => change(clearedFilters(filters));
  // A name opens the creator's page; a category or a place becomes the filter, in place of the words.
  function pickSuggestion(suggestion: CreatorSuggestion) {
    if (suggestion.kind === 'name' && suggestion.creator_id) void navigate(`/creators/${suggestion.creator_id}`);
    else if (suggestion.kind === 'category') change({ ...filters, q: undefined, category: [suggestion.label] });
    else if (suggestion.kind === 'location') change({ ...filters, q: undefined, location: suggestion.label });
  }
  const panel = <FilterPanel filters={filters} facets={facets} onChange={change} />;

  return (
    <div className="container creator-search">
      <header className="creator-search__header">
        <h1>Find creators</h1>
        <p className="text-muted">Search by name, niche or place, then narrow down by platform, audience and price.</p>
      </header>
      {invite && <InviteBanner campaignId={invite} />}
      <SearchBox
        value={filters.q ?? ''}
        onSearch={searchWords}
        onLeave={() => (typing.current = false)}
        onPick={pickSuggestion}
      />
      {urlProblem && <Alert tone="info">{urlProblem}</Alert>}
      <YourSearches />

      <div className="creator-search__layout">
        <aside className="creator-search__filters" aria-labelledby="search-filters-title">
          <div className="creator-search__filters-head">
            <h2 id="search-filters-title">Filters</h2>
            {activeCount > 0 && (
              <button type="button" className="filter-group__more" onClick={clear}>
                Clear all
              </button>
            )}
          </div>
          {panel}
        </aside>

        <section
          className="creator-search__results"
          aria-labelledby="search-results-title"
          aria-busy={search.isFetching && !search.isFetchingNextPage}
        >
          <div className="results-bar">
            <h2 id="search-results-title" className="results-bar__title" aria-live="polite">
              {firstPage ? creatorsCount(total) : 'Creators'}
            </h2>
            <div className="results-bar__controls">
              <FilterSheet activeCount={activeCount} total={firstPage ? total : null} onClear={clear}>
                {panel}
              </FilterSheet>
              <SelectField
                className="results-bar__sort"
                label="Sort by"
                options={SORT_OPTIONS}
                value={filters.sort}
                onChange={(event) => change({ ...filters, sort: event.target.value as SearchSort })}
              />
              {activeFilterKeys(filters).length > 0 && !savingSearch && (
                <Button variant="secondary" icon={<BookmarkPlus aria-hidden="true" />} onClick={() => setSavingSearch(true)}>
                  Save this search
                </Button>
              )}
            </div>
          </div>
          {savingSearch && (
            <SaveSearchForm
              query={query}
              onDone={(name) => {
                setSavingSearch(false);
                setSavedName(name);
              }}
            />
          )}
          {savedName && <Alert tone="success">Saved as "{savedName}". It is listed under Saved searches.</Alert>}
          <SearchResults
            search={search}
            creators={creators}
            total={total}
            filters={filters}
            hasFilters={activeCount > 0}
            canKeep={canKeep}
            invite={invite}
            didYouMeanPath={(q) => searchPath({ ...filters, q }, invite)}
            hidingId={hiding.hidingId}
            onHide={(creator) => void hiding.hideCreator(creator)}
            onChange={change}
            onClear={clear}
          />
        </section>
      </div>
      {canKeep && (
        <HiddenCreatorNotice
          creator={hiding.lastHidden}
          undoing={hiding.undoing}
          error={hiding.error}
          onUndo={(c) => void hiding.undoHide(c)}
          onDismiss={hiding.dismiss}
        />
      )}
    </div>
  );
}
