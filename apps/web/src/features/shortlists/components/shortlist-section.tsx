import { DISCOVERY_MESSAGES, type ShortlistView } from '@sponsorly/shared';
import { Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { InviteToCampaignButton } from '../../../components/invite-to-campaign/invite-to-campaign-button';
import { CreatorGrid } from '../../../components/creator-card/creator-grid';
import { Button, ButtonLink } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useShortlistChanges } from '../api/use-shortlists';
import { EntryNote } from './entry-note';

/** One list: its creators with their notes, taking one off, and deleting the list (not "Saved"). */
export function ShortlistSection({ list, onDeleted }: { list: ShortlistView; onDeleted: () => void }) {
  const titleId = useId();
  const { remove, removeCreator } = useShortlistChanges();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }

  const count = list.entries.length;
  return (
    <section className="shortlist" aria-labelledby={titleId}>
      <header className="shortlist__header">
        <h2 id={titleId}>{list.name}</h2>
        <p className="text-muted">{count === 1 ? '1 creator' : `${count} creators`}</p>
        {!list.is_default &&
          (confirming ? (
            <div className="shortlist__confirm" role="group" aria-label={`Delete ${list.name}?`}>
              <Button
                variant="secondary"
                size="sm"
                busy={remove.isPending}
                busyText="Deleting..."
                onClick={() =>
                  void run(async () => {
                    await remove.mutateAsync({ id: list.id });
                    onDeleted();
                  })
                }
              >
                Delete "{list.name}"
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" />} onClick={() => setConfirming(true)}>
              Delete list
            </Button>
          ))}
      </header>
      {error && (
        <p className="shortlist__error" role="alert">
          {error}
        </p>
      )}
      {count === 0 ? (
        <div className="shortlist__empty">
          <p>No creators in this list yet. Save creators from search or from their page, and they appear here.</p>
          <ButtonLink to="/brand/creators/search" variant="secondary" size="sm">
            Find creators
          </ButtonLink>
        </div>
      ) : (
        <CreatorGrid
          items={list.entries}
          keyOf={(entry) => entry.creator.id}
          render={(entry) => (
            <CreatorCard
              creator={entry.creator}
              actions={
                <>
                  <InviteToCampaignButton creator={entry.creator} />
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<X aria-hidden="true" />}
                    busy={removeCreator.isPending && removeCreator.variables?.creator_id === entry.creator.id}
                    busyText="Removing..."
                    onClick={() => void run(() => removeCreator.mutateAsync({ id: list.id, creator_id: entry.creator.id }))}
                  >
                    Remove
                    <span className="sr-only">
                      {' '}
                      {entry.creator.first_name} {entry.creator.last_name} from {list.name}
                    </span>
                  </Button>
                </>
              }
            >
              <EntryNote listId={list.id} entry={entry} />
            </CreatorCard>
          )}
        />
      )}
    </section>
  );
}
