import type { CreatorCard as CreatorCardData } from '@sponsorly/shared';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { HideCreatorButton } from '../../../components/creator-card/hide-creator-button';
import { SaveCreatorButton } from '../../../components/creator-card/save-creator-button';

interface ResultGridProps {
  creators: readonly CreatorCardData[];
  /** Saving and hiding are a brand's (an admin searching has no lists). */
  canKeep: boolean;
  hidingId: string | undefined;
  onHide: (creator: CreatorCardData) => void;
}

export function ResultGrid({ creators, canKeep, hidingId, onHide }: ResultGridProps) {
  return (
    <ul className="result-grid">
      {creators.map((creator) => (
        <li key={creator.id}>
          <CreatorCard
            creator={creator}
            actions={
              canKeep && (
                <>
                  <SaveCreatorButton creator={creator} />
                  <HideCreatorButton creator={creator} busy={hidingId === creator.id} onHide={onHide} />
                </>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
