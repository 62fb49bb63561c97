import type { CreatorCard } from '@sponsorly/shared';
import { Bookmark } from 'lucide-react';
import { Button } from '../ui/button';
import { useSavedCreator } from './use-saved-creator';

/** "Save" / "Saved": a toggle that keeps a creator in the brand's lists (pressed when in any of them). */
export function SaveCreatorButton({ creator }: { creator: CreatorCard }) {
  const { saved, ready, busy, removing, error, toggle } = useSavedCreator(creator);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Bookmark aria-hidden="true" />}
        aria-pressed={saved}
        disabled={!ready}
        busy={busy}
        busyText={removing ? 'Removing...' : 'Saving...'}
        onClick={() => void toggle()}
      >
        {saved ? 'Saved' : 'Save'}
        <span className="sr-only"> {`${creator.first_name} ${creator.last_name}`.trim()}</span>
      </Button>
      {error && (
        <p className="creator-card__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
