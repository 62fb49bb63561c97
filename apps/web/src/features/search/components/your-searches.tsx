import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useOpenSavedSearch, useRecentSearches, useSavedSearches } from '../api/use-searches';
import { RecentSearches } from './recent-searches';
import { SavedSearches } from './saved-searches';
import './your-searches.css';

const SAVED_SHOWN = 3;
const RECENT_SHOWN = 5;

function ShowAllButton({
  count,
  shown,
  expanded,
  onToggle,
}: {
  count: number;
  shown: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  if (count <= shown) return null;
  return (
    <button type="button" className="filter-group__more" aria-expanded={expanded} onClick={onToggle}>
      {expanded ? 'Show fewer' : `Show all ${count}`}
    </button>
  );
}

/**
 * Saved searches (with what is new in each) and the last searches: beside each other on wide screens,
 * behind one "Your searches" button on phones, where the results come first.
 */
export function YourSearches() {
  const id = useId();
  const saved = useSavedSearches(true);
  const recent = useRecentSearches(true);
  const { open, openingId } = useOpenSavedSearch();
  const [expanded, setExpanded] = useState(false);
  const [allSaved, setAllSaved] = useState(false);
  const [allRecent, setAllRecent] = useState(false);
  const savedList = saved.data ?? [];
  const recentList = recent.data ?? [];
  const newCount = savedList.reduce((sum, s) => sum + s.new_count, 0);

  return (
    <div className={expanded ? 'your-searches your-searches--open' : 'your-searches'}>
      <button
        type="button"
        className="your-searches__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-content`}
        onClick={() => setExpanded(!expanded)}
      >
        <span className="your-searches__toggle-text">
          Your searches
          <span className="your-searches__toggle-counts">
            {savedList.length} saved · {recentList.length} recent
          </span>
        </span>
        {newCount > 0 && <span className="saved-search__new">{newCount.toLocaleString('en-US')} new</span>}
        <ChevronDown aria-hidden="true" />
      </button>
      <div id={`${id}-content`} className="your-searches__content">
        <section className="your-searches__part" aria-labelledby={`${id}-saved`}>
          <h2 id={`${id}-saved`} className="your-searches__title">
            Saved searches
          </h2>
          {saved.isError && <p className="text-muted your-searches__empty">Your saved searches could not be loaded.</p>}
          {saved.isSuccess && (
            <SavedSearches
              searches={allSaved ? savedList : savedList.slice(0, SAVED_SHOWN)}
              openingId={openingId}
              onOpen={(search) => void open(search)}
            />
          )}
          <ShowAllButton
            count={savedList.length}
            shown={SAVED_SHOWN}
            expanded={allSaved}
            onToggle={() => setAllSaved(!allSaved)}
          />
        </section>
        <section className="your-searches__part" aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`} className="your-searches__title">
            Recent searches
          </h2>
          {recent.isError && <p className="text-muted your-searches__empty">Your recent searches could not be loaded.</p>}
          {recent.isSuccess && <RecentSearches searches={allRecent ? recentList : recentList.slice(0, RECENT_SHOWN)} />}
          <ShowAllButton
            count={recentList.length}
            shown={RECENT_SHOWN}
            expanded={allRecent}
            onToggle={() => setAllRecent(!allRecent)}
          />
        </section>
      </div>
    </div>
  );
}
