import { DISCOVERY_MESSAGES, type CreatorCard, type SearchFilters } from '@sponsorly/shared';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import type { useCreatorSearch } from '../api/use-creator-search';
import { NoResults } from './no-results';
import { ResultGrid } from './result-grid';
import { ResultsPlaceholder } from './results-placeholder';

interface SearchResultsProps {
  search: ReturnType<typeof useCreatorSearch>;
  creators: readonly CreatorCard[];
  total: number;
  filters: SearchFilters;
  hasFilters: boolean;
  canKeep: boolean;
  /** The campaign of invite mode: each card invites to it. */
  invite: string | null;
  /** The address of a search for other words ("Did you mean"). */
  didYouMeanPath: (q: string) => string;
  hidingId: string | undefined;
  onHide: (creator: CreatorCard) => void;
  onChange: (next: SearchFilters) => void;
  onClear: () => void;
}

/** The grid of a search, its "Show more", and what to do when it found nobody or failed. */
export function SearchResults({
  search,
  creators,
  total,
  filters,
  hasFilters,
  canKeep,
  invite,
  didYouMeanPath,
  hidingId,
  onHide,
  onChange,
  onClear,
}: SearchResultsProps) {
  if (search.isPending) return <ResultsPlaceholder />;
  if (search.isError && !search.data) {
    return (
      <Alert tone="error">
        <p>{readApiError(search.error).message ?? DISCOVERY_MESSAGES.searchFailed}</p>
        <Button
          variant="secondary"
          size="sm"
          className="search-results__retry"
          icon={<RotateCw aria-hidden="true" />}
          onClick={() => void search.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  const firstPage = search.data?.pages[0];
  if (!firstPage) return null;
  if (total === 0)
    return (
      <NoResults
        filters={filters}
        suggestions={firstPage.suggestions}
        didYouMean={
          firstPage.did_you_mean ? { words: firstPage.did_you_mean, path: didYouMeanPath(firstPage.did_you_mean) } : null
        }
        onChange={onChange}
        onClear={onClear}
        hasFilters={hasFilters}
      />
    );

  return (
    <>
      <ResultGrid creators={creators} canKeep={canKeep} invite={invite} hidingId={hidingId} onHide={onHide} />
      {search.isFetchNextPageError && (
        <Alert tone="error">{readApiError(search.error).message ?? DISCOVERY_MESSAGES.searchFailed}</Alert>
      )}
      <div className="search-results__more">
        {search.hasNextPage && (
          <p className="text-muted">
            Showing {creators.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </p>
        )}
        {search.hasNextPage && (
          <Button
            variant="secondary"
            busy={search.isFetchingNextPage}
            busyText="Loading more..."
            onClick={() => void search.fetchNextPage()}
          >
            Show more creators
          </Button>
        )}
      </div>
    </>
  );
}
