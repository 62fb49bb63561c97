import type { RecentSearchView } from '@sponsorly/shared';
import { Link } from 'react-router';
import { creatorsCount, describeSearch } from '../lib/filter-words';
import { readFilters, searchPathOf } from '../lib/search-url';

/** The brand's last searches, newest first, each a link that runs it again. */
export function RecentSearches({ searches }: { searches: readonly RecentSearchView[] }) {
  if (searches.length === 0)
    return <p className="text-muted your-searches__empty">Searches with a filter or words show up here.</p>;
  return (
    <ol className="recent-searches">
      {searches.map((search) => (
        <li key={search.query}>
          <Link to={searchPathOf(search.query)} className="recent-search">
            <span className="recent-search__query">{describeSearch(readFilters(new URLSearchParams(search.query)).filters)}</span>
            <span className="recent-search__total">{creatorsCount(search.total)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
