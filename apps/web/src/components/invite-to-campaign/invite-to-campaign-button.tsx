import type { CreatorCard } from '@sponsorly/shared';
import { Check, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { INVITATION_WORDS, useInvite } from './use-invite';
import './invite-to-campaign.css';

type Invitable = Pick<CreatorCard, 'id' | 'first_name' | 'last_name'>;

/**
 * "Invite to campaign" wherever a brand meets a creator (a search card, a list, the creator's page): a
 * small dialog lists the brand's open campaigns; each says "Already invited" when it is so, and one click
 * invites. With no open campaign, it links to writing one.
 */
export function InviteToCampaignButton({ creator }: { creator: Invitable }) {
  const [open, setOpen] = useState(false);
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  return (
    <>
      <Button variant="secondary" size="sm" icon={<Send aria-hidden="true" />} onClick={() => setOpen(true)}>
        Invite to campaign<span className="sr-only"> ({name})</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Invite ${name} to a campaign`}>
        {open && <CampaignChoices creator={creator} />}
      </Modal>
    </>
  );
}

function CampaignChoices({ creator }: { creator: Invitable }) {
  const campaigns = trpc.search.inviteCampaigns.useQuery({ id: creator.id }, { refetchOnWindowFocus: false });
  const { invite, answerOf, busy } = useInvite();
  if (campaigns.isPending) return <Spinner label="Loading your campaigns..." />;
  if (campaigns.isError) return <p role="alert">Your campaigns could not be loaded. Please try again.</p>;
  if (campaigns.data.items.length === 0) {
    return (
      <p className="invite-choices__empty">
        You have no open campaign to invite to. <Link to="/brand/campaigns/new">Create a campaign</Link>, publish it, then invite
        creators.
      </p>
    );
  }
  return (
    <ul className="invite-choices">
      {campaigns.data.items.map((campaign) => {
        const answer = answerOf(campaign.id, creator.id);
        const status = answer?.status ?? campaign.invitation_status;
        return (
          <li key={campaign.id} className="invite-choices__row">
            <span className="invite-choices__title">{campaign.title}</span>
            {status ? (
              <span className="invite-done" role={answer?.status ? 'status' : undefined}>
                <Check aria-hidden="true" /> {answer?.status ? INVITATION_WORDS[status] : alreadyWords(status)}
              </span>
            ) : (
              <Button
                size="sm"
                busy={busy(campaign.id, creator.id)}
                busyText="Inviting..."
                onClick={() => void invite(campaign.id, creator.id)}
              >
                Invite<span className="sr-only"> to {campaign.title}</span>
              </Button>
            )}
            {answer?.error && (
              <p className="invite-choices__error" role="alert">
                {answer.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** An invitation that was there before the dialog opened. */
function alreadyWords(status: keyof typeof INVITATION_WORDS): string {
  return status === 'pending' ? 'Already invited' : INVITATION_WORDS[status];
}
