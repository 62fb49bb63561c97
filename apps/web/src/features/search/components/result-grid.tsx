import type { CreatorCard as CreatorCardData } from '@sponsorly/shared';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { CreatorGrid } from '../../../components/creator-card/creator-grid';
import { HideCreatorButton } from '../../../components/creator-card/hide-creator-button';
import { SaveCreatorButton } from '../../../components/creator-card/save-creator-button';
import { InviteButton } from '../../../components/invite-to-campaign/invite-button';
import { InviteToCampaignButton } from '../../../components/invite-to-campaign/invite-to-campaign-button';

/** The cards on screen when the results arrive, a phone's first and a wide screen's first row. */
const PRIORITY_CARDS = 3;

interface ResultGridProps {
  creators: readonly CreatorCardData[];
  /** Saving and hiding are a brand's (an admin searching has no lists). */
  canKeep: boolean;
  /** Invite mode's campaign: "Invite" to it on each card, instead of choosing a campaign. */
  invite: string | null;
  hidingId: string | undefined;
  onHide: (creator: CreatorCardData) => void;
}

export function ResultGrid({ creators, canKeep, invite, hidingId, onHide }: ResultGridProps) {
  return (
    <CreatorGrid
      items={creators}
      keyOf={(creator) => creator.id}
      render={(creator, index) => (
        <CreatorCard
          creator={creator}
          priority={index < PRIORITY_CARDS}
          actions={
            canKeep && (
              <>
                {invite ? <InviteButton creator={creator} campaignId={invite} /> : <InviteToCampaignButton creator={creator} />}
                <SaveCreatorButton creator={creator} />
                <HideCreatorButton creator={creator} busy={hidingId === creator.id} onHide={onHide} />
              </>
            )
          }
        />
      )}
    />
  );
}
