import { DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { Eye } from 'lucide-react';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { CreatorGrid } from '../../../components/creator-card/creator-grid';
import { Button } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useHiddenCreators } from '../api/use-shortlists';

/** Creators the brand hid from its results, folded away, each with "Show again". */
export function HiddenCreatorsSection() {
  const { list, unhide } = useHiddenCreators();
  const hidden = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (hidden.length === 0) return null;
  return (
    <details className="hidden-creators">
      <summary>
        <h2>
          Hidden creators ({hidden.length}
          {list.hasNextPage ? '+' : ''})
        </h2>
      </summary>
      <p className="text-muted">They are left out of your search results and suggestions. Other brands still see them.</p>
      {unhide.isError && (
        <p className="shortlist__error" role="alert">
          {readApiError(unhide.error).message ?? DISCOVERY_MESSAGES.saveFailed}
        </p>
      )}
      <CreatorGrid
        items={hidden}
        keyOf={(creator) => creator.id}
        render={(creator) => (
          <CreatorCard
            creator={creator}
            actions={
              <Button
                variant="secondary"
                size="sm"
                icon={<Eye aria-hidden="true" />}
                busy={unhide.isPending && unhide.variables?.id === creator.id}
                busyText="Showing..."
                onClick={() => unhide.mutate({ id: creator.id })}
              >
                Show again
                <span className="sr-only">
                  {' '}
                  {creator.first_name} {creator.last_name}
                </span>
              </Button>
            }
          />
        )}
      />
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          busy={list.isFetchingNextPage}
          busyText="Loading more..."
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </details>
  );
}
