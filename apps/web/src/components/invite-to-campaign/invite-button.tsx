import type { CreatorCard } from '@sponsorly/shared';
import { Check, Send } from 'lucide-react';
import { Button } from '../ui/button';
import { INVITATION_WORDS, useInvite } from './use-invite';

/** "Invite" to the one campaign a search is inviting to (invite mode): no dialog, one click. */
export function InviteButton({ creator, campaignId }: { creator: CreatorCard; campaignId: string }) {
  const { invite, answerOf, busy } = useInvite();
  const answer = answerOf(campaignId, creator.id);
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  return (
    <>
      {answer?.status ? (
        <p className="invite-done" role="status">
          <Check aria-hidden="true" /> {INVITATION_WORDS[answer.status]}
        </p>
      ) : (
        <Button
          size="sm"
          icon={<Send aria-hidden="true" />}
          busy={busy(campaignId, creator.id)}
          busyText="Inviting..."
          onClick={() => void invite(campaignId, creator.id)}
        >
          Invite<span className="sr-only"> {name}</span>
        </Button>
      )}
      {answer?.error && (
        <p className="creator-card__error" role="alert">
          {answer.error}
        </p>
      )}
    </>
  );
}
