import type { SearchFilters, SearchSuggestion } from '@sponsorly/shared';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { creatorsCount, describeFilter } from '../lib/filter-words';
import { withoutFilter } from '../lib/search-url';

interface NoResultsProps {
  filters: SearchFilters;
  suggestions: readonly SearchSuggestion[];
  onChange: (next: SearchFilters) => void;
  onClear: () => void;
  hasFilters: boolean;
  /** The closest query from the words creators use, and the address that runs it. */
  didYouMean: { words: string; path: string } | null;
}

/** Nothing matched: which filter to drop and how many creators that would show, largest first. */
export function NoResults({ filters, suggestions, onChange, onClear, hasFilters, didYouMean }: NoResultsProps) {
  return (
    <div className="no-results">
      <SearchX className="no-results__icon" aria-hidden="true" />
      <p className="no-results__title">No creators match this search</p>
      {didYouMean && (
        <p className="no-results__did-you-mean">
          Did you mean <Link to={didYouMean.path}>{didYouMean.words}</Link>?
        </p>
      )}
      {suggestions.length > 0 ? (
        <>
          <p className="text-muted">Try without one of these:</p>
          <ul className="no-results__suggestions">
            {suggestions.map((s) => (
              <li key={s.filter}>
                <Button variant="secondary" size="sm" onClick={() => onChange(withoutFilter(filters, s.filter))}>
                  Remove {describeFilter(filters, s.filter)} ({creatorsCount(s.count)})
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted">Try other words, or fewer filters.</p>
      )}
      {hasFilters && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear all filters
        </Button>
      )}
    </div>
  );
}
