import { DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { Bookmark, Eye, EyeOff, ListPlus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import { InviteToCampaignButton } from '../../../components/invite-to-campaign/invite-to-campaign-button';
import { Button, ButtonLink } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useCreatorStanding } from '../api/use-creator-standing';
import { MessageCreatorButton } from './message-creator-button';

/**
 * A brand's actions on a creator's page: make an offer, Save (to and off the "Saved" list, as on the
 * cards), add to one of its other lists, hide from its results, and block.
 */
export function CreatorPageActions({ creatorId, name }: { creatorId: string; name: string }) {
  const { standing, lists, add, remove, hide, unhide } = useCreatorStanding(creatorId, true);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const selectId = useId();

  const holding = standing.data?.shortlist_ids ?? [];
  const all = lists.data?.shortlists ?? [];
  const saved = all.find((list) => list.is_default);
  const others = all.filter((list) => !list.is_default && !holding.includes(list.id));
  const isSaved = saved !== undefined && holding.includes(saved.id);
  const hidden = standing.data?.hidden ?? false;
  const ready = standing.isSuccess && saved !== undefined;

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(readApiError(failure).message ?? DISCOVERY_MESSAGES.saveFailed);
    }
  }
  const toggleSaved = () =>
    run(() =>
      isSaved
        ? remove.mutateAsync({ id: saved.id, creator_id: creatorId })
        : add.mutateAsync({ id: saved?.id ?? '', creator_id: creatorId }),
    );

  return (
    <div className="creator-page-actions">
      <ButtonLink to={`/deals/new?${new URLSearchParams({ creator: creatorId }).toString()}`} icon={<Send aria-hidden="true" />}>
        Make an offer
      </ButtonLink>
      <Button
        variant="secondary"
        icon={<Bookmark aria-hidden="true" />}
        aria-pressed={isSaved}
        disabled={!ready}
        busy={(add.isPending && add.variables?.id === saved?.id) || remove.isPending}
        busyText="Saving..."
        onClick={() => void toggleSaved()}
      >
        {isSaved ? 'Saved' : 'Save'}
        <span className="sr-only"> {name}</span>
      </Button>
      <MessageCreatorButton creatorId={creatorId} name={name} />
      <InviteToCampaignButton creator={{ id: creatorId, first_name: name, last_name: '' }} />
      {others.length > 0 && (
        <div className="creator-page-actions__list">
          <label htmlFor={selectId} className="sr-only">
            Add {name} to a list
          </label>
          <select id={selectId} className="field__control" value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="">Add to a list...</option>
            {others.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            icon={<ListPlus aria-hidden="true" />}
            disabled={!target}
            busy={add.isPending && add.variables?.id === target}
            busyText="Adding..."
            onClick={() =>
              void run(async () => {
                await add.mutateAsync({ id: target, creator_id: creatorId });
                setTarget('');
              })
            }
          >
            Add
          </Button>
        </div>
      )}
      <Button
        variant="ghost"
        icon={hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        disabled={!standing.isSuccess}
        busy={hide.isPending || unhide.isPending}
        busyText={hidden ? 'Showing...' : 'Hiding...'}
        onClick={() => void run(() => (hidden ? unhide : hide).mutateAsync({ id: creatorId }))}
      >
        {hidden ? 'Show in my results again' : 'Hide from my results'}
      </Button>
      <BlockAccountButton userId={creatorId} userType="creator" name={name} />
      {hidden && <p className="creator-page-actions__note">Hidden from your search results.</p>}
      {error && (
        <p className="creator-page-actions__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
